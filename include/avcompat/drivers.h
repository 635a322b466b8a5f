/* SPDX-License-Identifier: GPL-2.0 */
/*
 * avcompat - I2C and platform drivers written with today's callbacks.
 *
 * A driver written for today's kernel has a one-argument I2C probe
 * (6.3) and remove callbacks that return void (I2C 6.1, platform 6.11).
 * On older kernels the same struct members take other types, which C
 * cannot rename, so the driver names each callback through one macro in
 * its struct initializer, and defines what an older kernel needs with
 * one more line after a remove function:
 *
 *	static void foo_remove(struct i2c_client *client)
 *	{
 *		...
 *	}
 *
 *	AVC_DEFINE_I2C_REMOVE(foo_remove);
 *
 *	static struct i2c_driver foo_driver = {
 *		.driver = { .name = "foo" },
 *		AVC_I2C_PROBE(foo_probe),
 *		AVC_I2C_REMOVE(foo_remove),
 *	};
 *
 * and for a platform driver AVC_DEFINE_PLATFORM_REMOVE(fn) and
 * AVC_PLATFORM_REMOVE(fn).  Where the kernel takes today's callback the
 * member gets the driver's function itself (nothing else is compiled:
 * the object code is the one of ".remove = foo_remove"); where it wants
 * an int, it gets a wrapper that calls it and returns 0, which is what
 * the kernel's own drivers returned (the core ignored, later warned
 * about, anything else).  A platform driver uses .remove_new where the
 * kernel has it (6.3-6.12 and the 6.1.30+ back-port: no wrapper either).
 * The AVC_DEFINE_ line checks the function's type on every kernel, and
 * an initializer macro without it does not build on any kernel, so a
 * mistake shows where the driver is written, not only on 5.10.
 * Explicit API: a driver built with compat/ on its include path gets it
 * from <linux/i2c.h> and <linux/platform_device.h>; otherwise it
 * includes this header.  The kernel's own forms are untouched: a driver
 * that fills .probe_new, an int .remove or .remove_new itself builds as
 * before (tests/native).  I2C probes need 4.10 (.probe_new).
 * Keys: <avcompat/drivers_keys.h>.
 */
/* Before the guard: see the comment in <avcompat/version.h>. */
#include <avcompat/drivers_keys.h>
#include <linux/build_bug.h>

#ifndef _AVCOMPAT_DRIVERS_H
#define _AVCOMPAT_DRIVERS_H

/*
 * The remove macros' pieces.  AVC_DEFINE_*_REMOVE(fn) asserts fn's type,
 * defines the wrapper where the kernel wants an int, and declares (never
 * defines) __avc_KIND_remove_FN_defined; the initializer macro takes
 * that object's sizeof as the constant of __builtin_choose_expr (the
 * member still gets a plain function address; nothing refers to the
 * object), so that an initializer without its AVC_DEFINE_ line fails on
 * every kernel, not only where a wrapper is needed.
 */
#define __AVC_REMOVE_DEFINED(kind, fn)					\
	extern int __avc_##kind##_remove_##fn##_defined

#define __AVC_REMOVE_WRAPPER(kind, fn, arg)				\
	static int __maybe_unused __avc_##kind##_remove_##fn(arg dev)	\
	{								\
		fn(dev);						\
		return 0;						\
	}								\
	__AVC_REMOVE_DEFINED(kind, fn)

#define __AVC_REMOVE_FN(kind, fn, target)				\
	__builtin_choose_expr(sizeof(__avc_##kind##_remove_##fn##_defined), \
			      target, NULL)

/**
 * AVC_I2C_PROBE() - store a one-argument probe in a struct i2c_driver
 * @fn: the probe, int fn(struct i2c_client *client)
 *
 * In the struct i2c_driver initializer, for today's ".probe = fn":
 * .probe from 6.3, .probe_new before (it has the same type and exists
 * from 4.10 to 6.5; the two-argument .probe is left empty there, so the
 * core calls .probe_new).  No wrapper on any kernel.
 */
#if AVC_HAVE_I2C_PROBE_NO_ID
#define AVC_I2C_PROBE(fn)	.probe = (fn)
#else
#define AVC_I2C_PROBE(fn)	.probe_new = (fn)
#endif

#if AVC_HAVE_I2C_REMOVE_VOID
#define __AVC_I2C_REMOVE_DEFS(fn)	__AVC_REMOVE_DEFINED(i2c, fn)
#define __AVC_I2C_REMOVE_TARGET(fn)	(fn)
#else
#define __AVC_I2C_REMOVE_DEFS(fn)					\
	__AVC_REMOVE_WRAPPER(i2c, fn, struct i2c_client *)
#define __AVC_I2C_REMOVE_TARGET(fn)	(__avc_i2c_remove_##fn)
#endif

/**
 * AVC_DEFINE_I2C_REMOVE() - what an I2C remove callback needs on this kernel
 * @fn: the remove callback, void fn(struct i2c_client *client), defined
 *      above
 *
 * Put after @fn, at file scope, ending with a semicolon.  Fails the build
 * unless @fn has today's type; before 6.1 also defines the int wrapper
 * AVC_I2C_REMOVE() stores (it calls @fn and returns 0).
 */
#define AVC_DEFINE_I2C_REMOVE(fn)					\
	static_assert(__same_type(&(fn), void (*)(struct i2c_client *)), \
		      #fn " must be void " #fn "(struct i2c_client *)");	\
	__AVC_I2C_REMOVE_DEFS(fn)

/**
 * AVC_I2C_REMOVE() - store a void remove in a struct i2c_driver
 * @fn: the remove callback, named in AVC_DEFINE_I2C_REMOVE() before
 *
 * In the struct i2c_driver initializer, for today's ".remove = fn": @fn
 * itself from 6.1, its int wrapper before.
 */
#define AVC_I2C_REMOVE(fn)						\
	.remove = __AVC_REMOVE_FN(i2c, fn, __AVC_I2C_REMOVE_TARGET(fn))

#if AVC_HAVE_PLATFORM_REMOVE_VOID || AVC_HAVE_PLATFORM_REMOVE_NEW
#define __AVC_PLATFORM_REMOVE_DEFS(fn)	__AVC_REMOVE_DEFINED(platform, fn)
#define __AVC_PLATFORM_REMOVE_TARGET(fn)	(fn)
#else
#define __AVC_PLATFORM_REMOVE_DEFS(fn)					\
	__AVC_REMOVE_WRAPPER(platform, fn, struct platform_device *)
#define __AVC_PLATFORM_REMOVE_TARGET(fn)	(__avc_platform_remove_##fn)
#endif

/**
 * AVC_DEFINE_PLATFORM_REMOVE() - what a platform remove callback needs here
 * @fn: the remove callback, void fn(struct platform_device *pdev),
 *      defined above
 *
 * Put after @fn, at file scope, ending with a semicolon.  Fails the build
 * unless @fn has today's type; on a kernel with neither a void .remove
 * (6.11) nor .remove_new (6.3, 6.1.30) also defines the int wrapper
 * AVC_PLATFORM_REMOVE() stores (it calls @fn and returns 0).
 */
#define AVC_DEFINE_PLATFORM_REMOVE(fn)					\
	static_assert(__same_type(&(fn), void (*)(struct platform_device *)), \
		      #fn " must be void " #fn "(struct platform_device *)"); \
	__AVC_PLATFORM_REMOVE_DEFS(fn)

/**
 * AVC_PLATFORM_REMOVE() - store a void remove in a struct platform_driver
 * @fn: the remove callback, named in AVC_DEFINE_PLATFORM_REMOVE() before
 *
 * In the struct platform_driver initializer, for today's
 * ".remove = fn": @fn in .remove from 6.11, in .remove_new where the
 * kernel has it and .remove still returns int (6.3-6.10, 6.1.30+), its
 * int wrapper in .remove before.
 */
#if AVC_HAVE_PLATFORM_REMOVE_VOID
#define AVC_PLATFORM_REMOVE(fn)						\
	.remove = __AVC_REMOVE_FN(platform, fn, __AVC_PLATFORM_REMOVE_TARGET(fn))
#elif AVC_HAVE_PLATFORM_REMOVE_NEW
#define AVC_PLATFORM_REMOVE(fn)						\
	.remove_new = __AVC_REMOVE_FN(platform, fn, __AVC_PLATFORM_REMOVE_TARGET(fn))
#else
#define AVC_PLATFORM_REMOVE(fn)						\
	.remove = __AVC_REMOVE_FN(platform, fn, __AVC_PLATFORM_REMOVE_TARGET(fn))
#endif

#endif /* _AVCOMPAT_DRIVERS_H */
