// SPDX-License-Identifier: GPL-2.0
/// I2C and platform driver callbacks in today's form, through
/// <avcompat/drivers.h> (compat/linux/i2c.h and platform_device.h
/// include it):
///
///   .probe = fn  with int fn(client, id), id unused   AVC_I2C_PROBE(fn)
///   .probe_new = fn                                  AVC_I2C_PROBE(fn)
///   .remove = fn  with int fn(client), returns 0      AVC_I2C_REMOVE(fn)
///   .remove = fn  with int fn(pdev), returns 0        AVC_PLATFORM_REMOVE(fn)
///   .remove_new = fn (6.3-6.12)                       AVC_PLATFORM_REMOVE(fn)
///
/// The probe loses its id parameter (6.3's one-argument .probe), a
/// remove returns void (I2C 6.1, platform 6.11; the core ignored the int
/// anyway), and AVC_DEFINE_I2C_REMOVE(fn)/AVC_DEFINE_PLATFORM_REMOVE(fn)
/// follows the remove function: the driver then builds on every kernel.
/// A remove already returning void gets the macros too (without them it
/// does not build before 6.1/6.11).  Left alone, with a check-by-hand
/// line: a probe that reads its id (i2c_client_get_device_id() is 6.0),
/// and a remove that can return something other than 0.
//
// Confidence: High
// Options: --include-headers

@initialize:python@
@@
def note(p, why):
    with open(p[0].file, encoding='utf-8', errors='replace') as f:
        text = f.read().split('\n')[int(p[0].line) - 1].strip()
    print('avc-cocci-note\t%s\t%s\t%s\t%s' % (p[0].file, p[0].line, text, why))

# last_return(p): the return at p is the function's last statement
# (kernel style: the next line closes the body at column 0); any other
# return of a remove turned void stays, as "return;"
def last_return(p):
    with open(p[0].file, encoding='utf-8', errors='replace') as f:
        lines = f.read().split('\n')
    ln = int(p[0].line)
    return ln < len(lines) and lines[ln] == '}'

# the remove callbacks of the drivers, and those that can return
# something else than 0 (left alone)
I2C_PROBE = set()
I2C_PROBE_ID = set()
I2C_PROBE_ONE = set()
I2C_RM = set()
I2C_BAD = set()
PL_RM = set()
PL_BAD = set()

// ------------------------------------------------------------ I2C probe

@i2c_probe@
identifier drv, fn;
@@
struct i2c_driver drv = { ..., .probe = fn, ... };

@script:python@
ifn << i2c_probe.fn;
@@
I2C_PROBE.add(ifn)

@i2c_probe_id@
identifier fn, c, id;
position p;
@@
int fn@p(struct i2c_client *c, const struct i2c_device_id *id)
{
  ... when any
  id
  ... when any
}

@script:python@
ifn << i2c_probe_id.fn;
ip << i2c_probe_id.p;
@@
if ifn in I2C_PROBE and ifn not in I2C_PROBE_ID:
    note(ip, "this I2C probe reads its i2c_device_id: 6.3's .probe has none (i2c_client_get_device_id() from 6.0, i2c_match_id() before)")
    I2C_PROBE_ID.add(ifn)

@@
identifier cfn9 : script:python() { cfn9 in I2C_PROBE and cfn9 not in I2C_PROBE_ID };
identifier c, id;
@@
int cfn9(struct i2c_client *c
-	, const struct i2c_device_id *id
 )
{
  ...
}

// a one-argument .probe (6.3's form, or one converted just above)
@i2c_probe_one@
identifier cfn10 : script:python() { cfn10 in I2C_PROBE };
identifier c;
position pp;
@@
int cfn10@pp(struct i2c_client *c) { ... }

@script:python@
pp << i2c_probe_one.pp;
@@
I2C_PROBE_ONE.add(pp[0].current_element)

@@
identifier cfn11 : script:python() { cfn11 in I2C_PROBE_ONE };
identifier drv;
@@
struct i2c_driver drv = {
	...,
-	.probe = cfn11,
+	AVC_I2C_PROBE(cfn11),
	...
};

@@
identifier drv, fn;
@@
struct i2c_driver drv = {
	...,
-	.probe_new = fn,
+	AVC_I2C_PROBE(fn),
	...
};

// ----------------------------------------------------------- I2C remove

@i2c_rm@
identifier drv, fn;
@@
struct i2c_driver drv = { ..., .remove = fn, ... };

@script:python@
ifn << i2c_rm.fn;
@@
I2C_RM.add(ifn)

@i2c_rm_err@
identifier fn, c;
expression E;
position p;
@@
int fn(struct i2c_client *c)
{
  ... when any
  return E@p;
  ... when any
}

@script:python@
ifn << i2c_rm_err.fn;
ie << i2c_rm_err.E;
ip << i2c_rm_err.p;
@@
if ifn in I2C_RM and ie.strip() != '0':
    if ifn not in I2C_BAD:
        note(ip, "this I2C remove can return an error, which no kernel ever used: make it void by hand")
    I2C_BAD.add(ifn)

@i2c_rm_int@
identifier cfn1 : script:python() { cfn1 in I2C_RM and cfn1 not in I2C_BAD };
identifier c;
position pl : script:python() { last_return(pl) };
@@
- int
+ void
  cfn1(struct i2c_client *c)
  {
  <...
(
- return@pl 0;
|
- return 0;
+ return;
)
  ...>
  }

@i2c_rm_void@
identifier cfn3 : script:python() { cfn3 in I2C_RM };
identifier c;
@@
void cfn3(struct i2c_client *c) { ... }
+ AVC_DEFINE_I2C_REMOVE(cfn3);

@depends on i2c_rm_void@
identifier cfn4 : script:python() { cfn4 in I2C_RM };
identifier drv;
@@
struct i2c_driver drv = {
	...,
-	.remove = cfn4,
+	AVC_I2C_REMOVE(cfn4),
	...
};

// ------------------------------------------------------ platform remove

@pl_rm@
identifier drv, fn;
@@
struct platform_driver drv = { ..., .remove = fn, ... };

@script:python@
pfn << pl_rm.fn;
@@
PL_RM.add(pfn)

@pl_rm_err@
identifier fn, pd;
expression E;
position p;
@@
int fn(struct platform_device *pd)
{
  ... when any
  return E@p;
  ... when any
}

@script:python@
pfn << pl_rm_err.fn;
pe << pl_rm_err.E;
pp << pl_rm_err.p;
@@
if pfn in PL_RM and pe.strip() != '0':
    if pfn not in PL_BAD:
        note(pp, "this platform remove can return an error, which no kernel ever used: make it void by hand")
    PL_BAD.add(pfn)

@pl_rm_int@
identifier cfn5 : script:python() { cfn5 in PL_RM and cfn5 not in PL_BAD };
identifier pd;
position pl : script:python() { last_return(pl) };
@@
- int
+ void
  cfn5(struct platform_device *pd)
  {
  <...
(
- return@pl 0;
|
- return 0;
+ return;
)
  ...>
  }

@pl_rm_void@
identifier cfn7 : script:python() { cfn7 in PL_RM };
identifier pd;
@@
void cfn7(struct platform_device *pd) { ... }
+ AVC_DEFINE_PLATFORM_REMOVE(cfn7);

@depends on pl_rm_void@
identifier cfn8 : script:python() { cfn8 in PL_RM };
identifier drv;
@@
struct platform_driver drv = {
	...,
-	.remove = cfn8,
+	AVC_PLATFORM_REMOVE(cfn8),
	...
};

@pl_rmnew@
identifier drv, fn;
@@
struct platform_driver drv = {
	...,
-	.remove_new = fn,
+	AVC_PLATFORM_REMOVE(fn),
	...
};

@depends on pl_rmnew@
identifier pl_rmnew.fn, pd;
@@
void fn(struct platform_device *pd) { ... }
+ AVC_DEFINE_PLATFORM_REMOVE(fn);
