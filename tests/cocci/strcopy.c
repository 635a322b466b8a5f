// SPDX-License-Identifier: GPL-2.0
/*
 * strcopy - a tuner control device of the 2.6.2x style, with the
 * strncpy() calls of its time (strncpy() is gone from 7.2): names it
 * terminates itself, V4L2 capability strings, a buffer it reads back as
 * a string, and the fixed-size fields of its firmware's packed command
 * and of a __nonstring label, each needing another replacement.
 *
 * Test input for avcompat's semantic patches (scripts/cocci-apply); the
 * converted driver is strcopy.expected.c.
 */
#include <linux/errno.h>
#include <linux/fs.h>
#include <linux/kernel.h>
#include <linux/miscdevice.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/uaccess.h>
#include <linux/videodev2.h>

#define STRC_NAME_LEN	16
#define STRC_GET_CAP	_IOR('s', 1, struct v4l2_capability)
#define STRC_SET_BAND	_IOW('s', 2, char[STRC_NAME_LEN])
#define STRC_GET_CMD	_IOR('s', 3, struct strc_fw_cmd)

/* the firmware's command block: fixed-size fields, no terminator */
struct strc_fw_cmd {
	u8 opcode;
	u8 len;
	char band[8];
	char station[12];
} __packed;

struct strc_preset {
	char label[6] __nonstring;	/* shown on the front panel as is */
	u32 freq;
};

struct strc_dev {
	char name[STRC_NAME_LEN];
	char band[STRC_NAME_LEN];
	char alias[STRC_NAME_LEN];
	char model[STRC_NAME_LEN + 1];
	char serial[10];
	struct strc_fw_cmd cmd;
	struct strc_preset preset;
};

static struct strc_dev strc_dev;
static char *model = "RT-100";
module_param(model, charp, 0444);
static char *alias = "radio";
module_param(alias, charp, 0444);

static void strc_querycap(struct v4l2_capability *cap)
{
	memset(cap, 0, sizeof(*cap));
	strncpy(cap->driver, "strcopy", sizeof(cap->driver));
	strncpy(cap->card, strc_dev.name, sizeof(cap->card));
	snprintf(cap->bus_info, sizeof(cap->bus_info), "platform:%s",
		 strc_dev.name);
	cap->capabilities = V4L2_CAP_TUNER | V4L2_CAP_RADIO;
}

static int strc_set_band(const char *band)
{
	char buf[STRC_NAME_LEN];

	strncpy(buf, band, sizeof(buf));
	if (strcmp(buf, "fm") && strcmp(buf, "am"))
		return -EINVAL;
	strncpy(strc_dev.band, band, sizeof(strc_dev.band) - 1);
	strncpy(strc_dev.cmd.band, band, sizeof(strc_dev.cmd.band));
	return 0;
}

static void strc_preset(struct strc_preset *p, const char *label)
{
	strncpy(p->label, label, sizeof(p->label));
	p->freq = 87500;
}

static long strc_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	struct v4l2_capability cap;
	char band[STRC_NAME_LEN];

	switch (cmd) {
	case STRC_GET_CAP:
		strc_querycap(&cap);
		if (copy_to_user((void __user *)arg, &cap, sizeof(cap)))
			return -EFAULT;
		return 0;
	case STRC_SET_BAND:
		if (copy_from_user(band, (void __user *)arg, sizeof(band)))
			return -EFAULT;
		band[sizeof(band) - 1] = '\0';
		return strc_set_band(band);
	case STRC_GET_CMD:
		if (copy_to_user((void __user *)arg, &strc_dev.cmd,
				 sizeof(strc_dev.cmd)))
			return -EFAULT;
		return 0;
	}
	return -ENOTTY;
}

static const struct file_operations strc_fops = {
	.owner = THIS_MODULE,
	.unlocked_ioctl = strc_ioctl,
};

static struct miscdevice strc_misc = {
	.minor = MISC_DYNAMIC_MINOR,
	.name = "strcopy",
	.fops = &strc_fops,
};

static int __init strc_init(void)
{
	char serial[10];

	strncpy(strc_dev.name, "strcopy tuner", STRC_NAME_LEN - 1);
	strc_dev.name[STRC_NAME_LEN - 1] = '\0';
	strncpy(strc_dev.alias, alias, sizeof(strc_dev.alias));
	strc_dev.alias[sizeof(strc_dev.alias) - 1] = 0;
	strncpy(strc_dev.model, model, STRC_NAME_LEN);
	strc_dev.model[STRC_NAME_LEN] = '\0';
	strncpy(serial, "SN0042", sizeof(serial));
	pr_info("strcopy: %s (%s), serial %s\n", strc_dev.name,
		strc_dev.model, serial);
	memcpy(strc_dev.serial, serial, sizeof(serial));
	strc_dev.cmd.opcode = 1;
	strncpy(strc_dev.cmd.station, strc_dev.alias,
		sizeof(strc_dev.cmd.station));
	strc_preset(&strc_dev.preset, "P1");
	if (strc_set_band("fm"))
		return -EINVAL;
	return misc_register(&strc_misc);
}

static void __exit strc_exit(void)
{
	misc_deregister(&strc_misc);
}

module_init(strc_init);
module_exit(strc_exit);

MODULE_DESCRIPTION("strncpy() of every kind (avcompat cocci test input)");
MODULE_LICENSE("GPL");
