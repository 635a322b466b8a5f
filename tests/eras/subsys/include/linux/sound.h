/* SPDX-License-Identifier: GPL-2.0 */
/* Stand-in for <linux/sound.h>: declared in every era ([L:6.12] sound.h:15). */
#ifndef _ERA_LINUX_SOUND_H
#define _ERA_LINUX_SOUND_H
struct file_operations;
int register_sound_dsp(const struct file_operations *fops, int dev);
#endif
