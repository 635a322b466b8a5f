// SPDX-License-Identifier: GPL-2.0
/// Mechanical renames every 2.6-era driver needs before it builds today,
/// none of them about memory mapping; each is the kernel's own
/// replacement, with the same meaning, and avcompat adds nothing but the
/// new header path on the kernels before it (compat/linux/unaligned.h):
///
///   #include <linux/config.h>, <linux/autoconf.h>
///                               <linux/kconfig.h> (2.6.19 / 2.6.33; the
///                               build includes it in every file anyway)
///   #include <asm/semaphore.h>  <linux/semaphore.h> (2.6.26)
///   #include <asm/unaligned.h>  <linux/unaligned.h> (6.12; the asm one
///                               is gone there)
///   #include <linux/smp_lock.h> deleted (2.6.39, the BKL is gone: a
///                               lock_kernel() left is listed)
///   MODULE_SUPPORTED_DEVICE(x); deleted (5.12; it never did anything),
///                               a comment after it on its line too
///                               (scripts/cocci-apply drops that first)
///   .llseek = no_llseek,        deleted (no_llseek is gone from 6.12; a
///                               NULL ->llseek means the same)
///   init_MUTEX(s), init_MUTEX_LOCKED(s)
///                               sema_init(s, 1), sema_init(s, 0) (2.6.37)
///   strlcpy(d, s, n);           strscpy(d, s, n); (6.8) only as a
///                               statement: the return values differ
///                               (source length against -E2BIG), so a
///                               strlcpy() whose value is used is listed
///   .ioctl = fn in a file_operations
///                               .unlocked_ioctl = fn (2.6.36), with fn's
///                               struct inode * parameter dropped and its
///                               return type long, when fn does not use
///                               the inode; the BKL no longer serialises
///                               it, which scripts/cocci-apply lists
///
/// usb's err()/info()/warn() (2.6.x, gone in 3.x) are listed, not
/// rewritten: they added the module name and a newline, and which
/// struct device dev_err() should name is the driver's choice.
//
// Confidence: High
// Options: --include-headers --local-includes --include-headers-for-types

// config.h and autoconf.h are replaced rather than deleted: spatch
// deletes the comment before a deleted first include (the file's header
// comment) along with it

@@
@@
(
- #include <linux/config.h>
+ #include <linux/kconfig.h>
|
- #include <linux/autoconf.h>
+ #include <linux/kconfig.h>
|
- #include <linux/smp_lock.h>
|
- #include <asm/semaphore.h>
+ #include <linux/semaphore.h>
|
- #include <asm/unaligned.h>
+ #include <linux/unaligned.h>
)

@@
declarer name MODULE_SUPPORTED_DEVICE;
@@
- MODULE_SUPPORTED_DEVICE(...);

// .llseek = no_llseek: no_llseek() is gone from 6.12 (868941b14441 "fs:
// remove no_llseek"); a NULL ->llseek means the same on every kernel
// avcompat builds on ([L:5.10] fs/read_write.c:295 vfs_llseek() falls
// back to no_llseek, and 6.0+ open files without FMODE_LSEEK).
@@
identifier fops;
symbol no_llseek;
@@
struct file_operations fops = {
  ...,
- .llseek = no_llseek,
  ...
};

@@
expression S;
@@
(
- init_MUTEX(S)
+ sema_init(S, 1)
|
- init_MUTEX_LOCKED(S)
+ sema_init(S, 0)
)

@@
expression D, S, N;
@@
- strlcpy(D, S, N);
+ strscpy(D, S, N);

@initialize:python@
@@
def note(p, why):
    with open(p[0].file, encoding='utf-8', errors='replace') as f:
        text = f.read().split('\n')[int(p[0].line) - 1].strip()
    print('avc-cocci-note\t%s\t%s\t%s\t%s' % (p[0].file, p[0].line, text, why))

@ioctl@
identifier fops, fn;
position p;
@@
struct file_operations fops = {
  ...,
  .ioctl = fn@p,
  ...
};

@ok@
identifier ioctl.fn, inode, file, cmd, arg;
type T1, T2;
@@
int fn(struct inode *inode, struct file *file, T1 cmd, T2 arg)
{
  ... when != inode
}

@depends on ok@
identifier ioctl.fn, fops;
@@
struct file_operations fops = {
  ...,
- .ioctl = fn,
+ .unlocked_ioctl = fn,
  ...
};

@depends on ok@
identifier ioctl.fn, ok.inode, ok.file, ok.cmd, ok.arg;
type ok.T1, ok.T2;
@@
- int
+ long
  fn(
-    struct inode *inode,
     struct file *file, T1 cmd, T2 arg)
  {
  ...
  }

@script:python depends on ok@
fn << ioctl.fn;
p << ioctl.p;
@@
note(p, '.ioctl %s() is now .unlocked_ioctl, (inode, file, cmd, arg) -> '
        '(file, cmd, arg) returning long: the BKL no longer serialises it, '
        'check its locking' % fn)

@script:python depends on !ok@
fn << ioctl.fn;
p << ioctl.p;
@@
note(p, '.ioctl %s() (gone since 2.6.36) uses its inode: make it '
        '.unlocked_ioctl by hand (file_inode(file))' % fn)
