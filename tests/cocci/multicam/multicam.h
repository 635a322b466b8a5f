/* SPDX-License-Identifier: GPL-2.0 */
/*
 * multicam - a webcam driver of three files in the style of the 2.6
 * out-of-tree drivers (usbvideo, the early uvc/gspca trees): the buffer
 * helpers live in multicam-mem.c and are shared through this header, not
 * static and not exported, so a conversion file by file must keep them.
 *
 * Test input for avcompat's semantic patches (scripts/cocci-apply); the
 * converted driver is ../multicam.expected/.
 */
#ifndef MULTICAM_H
#define MULTICAM_H

#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/mutex.h>

#define MULTICAM_FRAMES		2
#define MULTICAM_FRAME_SIZE	PAGE_ALIGN(352 * 288 * 2)
#define MULTICAM_FBUF_SIZE	(MULTICAM_FRAMES * MULTICAM_FRAME_SIZE)

struct multicam {
	struct miscdevice misc;
	struct mutex lock;	/* fbuf and users */
	char *fbuf;
	int users;
};

extern struct multicam multicam_dev;
extern const struct file_operations multicam_fops;

/* multicam-mem.c */
void *multicam_rvmalloc(unsigned long size);
void multicam_rvfree(void *mem, unsigned long size);
unsigned long multicam_kvirt_to_pa(unsigned long adr);

#endif /* MULTICAM_H */
