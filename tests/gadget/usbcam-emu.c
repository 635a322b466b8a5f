// SPDX-License-Identifier: GPL-2.0
/*
 * usbcam-emu - a USB camera that speaks drivers-samples/usbcam/PROTOCOL.md,
 * emulated in user space with FunctionFS on a configfs gadget (dummy_hcd
 * in the tests, so the camera plugs into the same kernel's USB host).
 *
 * usage: usbcam-emu [-v] [-u UDC] [-t TAG] [-r READY] serve
 *	  usbcam-emu unplug | plug [-u UDC]
 *   serve   mount configfs and FunctionFS, create the gadget (1209:0001,
 *	     one vendor-specific interface with a bulk IN endpoint), write
 *	     the descriptors, bind it to the UDC (default: the first one in
 *	     /sys/class/udc) and answer the vendor requests; stream frames of
 *	     the documented test pattern while started.  READY is created
 *	     once the gadget is bound.  SIGTERM or SIGINT: unbind, remove the
 *	     gadget, print statistics (and with -t a result line) and exit.
 *   unplug  unbind the running gadget from its UDC (a cable pulled out)
 *   plug    bind it again
 *   -v      log every request
 *
 * Frames: each is one bulk transfer, a 16-byte header (magic, frame
 * number, payload length, CRC-32) and the payload, ended by a short
 * packet.  The payload is the pattern of drivers-samples/v4l2/README.md
 * for the format and the controls the host set, with the frame number as
 * n, so tests/clients/v4l2-verify checks it byte for byte.  Frame n is due
 * n frame intervals after START; frames whose time passed while the host
 * was not reading are skipped, so frame numbers / time is the frame rate.
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <endian.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include <linux/usb/ch9.h>
#include <linux/usb/functionfs.h>
#include <linux/videodev2.h>

#include "avc-test.h"
#include "avc_usbcam_proto.h"

#define CONFIGFS	"/sys/kernel/config"
#define GADGET		CONFIGFS "/usb_gadget/avcusbcam"
#define FFS_NAME	"usbcam"
#define FFS_DIR		"/dev/ffs-" FFS_NAME
#define CHUNK		(64 * 1024)	/* bytes per write(), a multiple of 512 */
#define HDR_SIZE	((int)sizeof(struct avc_usbcam_frame_header))
#define MAX_PAYLOAD	(320 * 240 * 3)

/* constant little-endian values for static initializers */
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define LE16(x)		((__le16)(x))
#define LE32(x)		((__le32)(x))
#else
#define LE16(x)		((__le16)__builtin_bswap16(x))
#define LE32(x)		((__le32)__builtin_bswap32(x))
#endif

static bool verbose;
static const char *tag;
static int quit;		/* set by SIGTERM and SIGINT */

/* ------------------------------------------------------------ logging */

static void say(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	fputs("usbcam-emu: ", stdout);
	vprintf(fmt, ap);
	putchar('\n');
	fflush(stdout);
	va_end(ap);
}

/* ------------------------------------------------------------ files */

static int write_file(const char *path, const char *val)
{
	int fd = open(path, O_WRONLY);
	ssize_t n;

	if (fd < 0) {
		say("open %s: %s", path, strerror(errno));
		return -1;
	}
	n = write(fd, val, strlen(val));
	if (n < 0)
		say("write '%s' to %s: %s", val, path, strerror(errno));
	close(fd);
	return n < 0 ? -1 : 0;
}

static int xmkdir(const char *path)
{
	if (mkdir(path, 0755) && errno != EEXIST) {
		say("mkdir %s: %s", path, strerror(errno));
		return -1;
	}
	return 0;
}

/* the first UDC in /sys/class/udc (dummy_udc.0 in the tests) */
static int find_udc(char *name, size_t len)
{
	DIR *d = opendir("/sys/class/udc");
	struct dirent *e;
	int ret = -1;

	if (!d)
		return -1;
	while ((e = readdir(d))) {
		if (e->d_name[0] == '.')
			continue;
		snprintf(name, len, "%s", e->d_name);
		ret = 0;
		break;
	}
	closedir(d);
	return ret;
}

static int bind_udc(const char *udc)
{
	char name[256];

	if (!udc) {
		if (find_udc(name, sizeof(name))) {
			say("no UDC in /sys/class/udc (modprobe dummy_hcd?)");
			return -1;
		}
		udc = name;
	}
	if (write_file(GADGET "/UDC", udc))
		return -1;
	say("bound to %s", udc);
	return 0;
}

static int unbind_udc(void)
{
	return write_file(GADGET "/UDC", "\n");
}

/* ------------------------------------------------------------ gadget */

static const struct {
	const char *path, *val;
} gadget_attrs[] = {
	{ GADGET "/idVendor", "0x1209" },
	{ GADGET "/idProduct", "0x0001" },
	{ GADGET "/bcdDevice", "0x0100" },
	{ GADGET "/bcdUSB", "0x0200" },
	{ GADGET "/strings/0x409/manufacturer", "avcompat" },
	{ GADGET "/strings/0x409/product", "avcompat USB camera emulator" },
	{ GADGET "/strings/0x409/serialnumber", "0001" },
	{ GADGET "/configs/c.1/MaxPower", "100" },
	{ GADGET "/configs/c.1/strings/0x409/configuration", "stream" },
};

static int make_gadget(void)
{
	struct stat st;
	unsigned int i;

	if (stat(CONFIGFS "/usb_gadget", &st) &&
	    mount("none", CONFIGFS, "configfs", 0, NULL) && errno != EBUSY) {
		say("mount configfs: %s", strerror(errno));
		return -1;
	}
	if (xmkdir(GADGET) || xmkdir(GADGET "/strings/0x409") ||
	    xmkdir(GADGET "/configs/c.1") ||
	    xmkdir(GADGET "/configs/c.1/strings/0x409") ||
	    xmkdir(GADGET "/functions/ffs." FFS_NAME))
		return -1;
	for (i = 0; i < ARRAY_SIZE(gadget_attrs); i++)
		if (write_file(gadget_attrs[i].path, gadget_attrs[i].val))
			return -1;
	if (symlink(GADGET "/functions/ffs." FFS_NAME,
		    GADGET "/configs/c.1/ffs." FFS_NAME) && errno != EEXIST) {
		say("link function: %s", strerror(errno));
		return -1;
	}
	if (xmkdir(FFS_DIR))
		return -1;
	if (mount(FFS_NAME, FFS_DIR, "functionfs", 0, NULL) && errno != EBUSY) {
		say("mount functionfs: %s", strerror(errno));
		return -1;
	}
	return 0;
}

static void remove_gadget(void)
{
	umount(FFS_DIR);
	rmdir(FFS_DIR);
	unlink(GADGET "/configs/c.1/ffs." FFS_NAME);
	rmdir(GADGET "/configs/c.1/strings/0x409");
	rmdir(GADGET "/configs/c.1");
	rmdir(GADGET "/functions/ffs." FFS_NAME);
	rmdir(GADGET "/strings/0x409");
	rmdir(GADGET);
}

/* ------------------------------------------------------------ descriptors */

/*
 * One vendor-specific interface with one bulk IN endpoint, as the bytes
 * of its descriptors (USB 2.0 9.6.5, 9.6.6): full speed (64-byte
 * packets), then high speed (512).
 */
static const struct {
	struct usb_functionfs_descs_head_v2 header;
	__le32 fs_count;
	__le32 hs_count;
	__u8 fs[USB_DT_INTERFACE_SIZE + USB_DT_ENDPOINT_SIZE];
	__u8 hs[USB_DT_INTERFACE_SIZE + USB_DT_ENDPOINT_SIZE];
} descriptors = {
	.header = {
		.magic = LE32(FUNCTIONFS_DESCRIPTORS_MAGIC_V2),
		.flags = LE32(FUNCTIONFS_HAS_FS_DESC |
			      FUNCTIONFS_HAS_HS_DESC),
		.length = LE32(sizeof(descriptors)),
	},
	.fs_count = LE32(2),
	.hs_count = LE32(2),
	.fs = {
		USB_DT_INTERFACE_SIZE, USB_DT_INTERFACE, 0, 0, 1,
		USB_CLASS_VENDOR_SPEC, 0, 0, 1,
		USB_DT_ENDPOINT_SIZE, USB_DT_ENDPOINT, 1 | USB_DIR_IN,
		USB_ENDPOINT_XFER_BULK, 64, 0, 0,
	},
	.hs = {
		USB_DT_INTERFACE_SIZE, USB_DT_INTERFACE, 0, 0, 1,
		USB_CLASS_VENDOR_SPEC, 0, 0, 1,
		USB_DT_ENDPOINT_SIZE, USB_DT_ENDPOINT, 1 | USB_DIR_IN,
		USB_ENDPOINT_XFER_BULK, 512 & 0xff, 512 >> 8, 0,
	},
};

#define INTF_NAME "avcompat USB camera"

/* the strings blob: one language (en-US), one string (the interface's) */
static size_t build_strings(unsigned char *buf)
{
	struct usb_functionfs_strings_head h;
	size_t len = sizeof(h) + 2 + sizeof(INTF_NAME);

	h.magic = htole32(FUNCTIONFS_STRINGS_MAGIC);
	h.length = htole32(len);
	h.str_count = htole32(1);
	h.lang_count = htole32(1);
	memcpy(buf, &h, sizeof(h));
	buf[sizeof(h)] = 0x09;		/* 0x0409, little-endian */
	buf[sizeof(h) + 1] = 0x04;
	memcpy(buf + sizeof(h) + 2, INTF_NAME, sizeof(INTF_NAME));
	return len;
}

/* ------------------------------------------------------------ the camera */

struct format {
	unsigned int fourcc, width, height, num, den;
};

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t cond = PTHREAD_COND_INITIALIZER;
static struct format cur = { V4L2_PIX_FMT_YUYV, 320, 240, 1, 30 };
static bool streaming, busy, enabled;	/* enabled: configured, not suspended */
static bool configured;
static int ctrl_val[4] = { 0, 128, 128, 0 };	/* by AVC_USBCAM_CTRL_* */
static pthread_t streamer;
static int ep1 = -1;

/* statistics */
static unsigned long st_frames, st_skipped, st_requests, st_stalls;
static unsigned long st_starts, st_stops, st_aborts, st_errors;

static int get_ctrl(int id)
{
	return __atomic_load_n(&ctrl_val[id], __ATOMIC_RELAXED);
}

static const unsigned int intervals[] = { 30, 25, 15, 10, 5 };

static bool valid_format(const struct format *f)
{
	unsigned int i;

	if (f->fourcc != V4L2_PIX_FMT_YUYV && f->fourcc != V4L2_PIX_FMT_RGB24)
		return false;
	if (!(f->width == 320 && f->height == 240) &&
	    !(f->width == 160 && f->height == 120))
		return false;
	if (f->num != 1)
		return false;
	for (i = 0; i < ARRAY_SIZE(intervals); i++)
		if (f->den == intervals[i])
			return true;
	return false;
}

/* ------------------------------------------------------------ pattern */

static unsigned int crc_table[256];

static void crc_init(void)
{
	unsigned int c, i, k;

	for (i = 0; i < 256; i++) {
		c = i;
		for (k = 0; k < 8; k++)
			c = c & 1 ? 0xedb88320 ^ (c >> 1) : c >> 1;
		crc_table[i] = c;
	}
}

/* zlib's crc32() of a whole buffer */
static unsigned int crc32(const unsigned char *p, size_t len)
{
	unsigned int c = ~0U;

	while (len--)
		c = crc_table[(c ^ *p++) & 0xff] ^ (c >> 8);
	return ~c;
}

static const unsigned char bars_rgb[8][3] = {
	{ 255, 255, 255 }, { 255, 255, 0 }, { 0, 255, 255 }, { 0, 255, 0 },
	{ 255, 0, 255 }, { 255, 0, 0 }, { 0, 0, 255 }, { 0, 0, 0 },
};

static const unsigned char bars_yuv[8][3] = {
	{ 235, 128, 128 }, { 210, 16, 146 }, { 170, 166, 16 }, { 145, 54, 34 },
	{ 106, 202, 222 }, { 81, 90, 240 }, { 41, 240, 110 }, { 16, 128, 128 },
};

static void put_unit(unsigned char *p, bool yuv, const unsigned char lut[256],
		     unsigned char a, unsigned char b, unsigned char c)
{
	if (yuv) {
		p[0] = lut[a];
		p[1] = b;
		p[2] = lut[a];
		p[3] = c;
	} else {
		p[0] = lut[a];
		p[1] = lut[b];
		p[2] = lut[c];
	}
}

/*
 * One frame of the pattern of drivers-samples/v4l2/README.md: every line
 * is a window of a periodic sequence of units (see there), built once
 * per frame in @table and copied out line by line.
 */
static void fill_frame(unsigned char *mem, const struct format *f, unsigned int n,
		       int pattern, int bright, int contrast, unsigned char *table)
{
	bool yuv = f->fourcc == V4L2_PIX_FMT_YUYV;
	unsigned int unit = yuv ? 4 : 3, units = yuv ? f->width / 2 : f->width;
	unsigned int bpl = units * unit, period, k, y, start;
	unsigned char lut[256];
	int v, r;

	for (v = 0; v < 256; v++) {
		r = (v - 128) * contrast / 128 + bright;
		lut[v] = r < 0 ? 0 : r > 255 ? 255 : r;
	}
	switch (pattern) {
	case 1:
		period = units;
		for (k = 0; k < period + units; k++) {
			unsigned int b = ((k % units) * 8) / units;
			const unsigned char *c = yuv ? bars_yuv[b] : bars_rgb[b];

			put_unit(table + k * unit, yuv, lut, c[0], c[1], c[2]);
		}
		break;
	case 2:
		period = 32;
		for (k = 0; k < period + units; k++) {
			bool black = (k / 16) % 2;

			if (yuv)
				put_unit(table + k * unit, yuv, lut,
					 black ? 16 : 235, 128, 128);
			else
				put_unit(table + k * unit, yuv, lut,
					 black ? 0 : 255, black ? 0 : 255,
					 black ? 0 : 255);
		}
		break;
	default:
		period = 256;
		for (k = 0; k < period + units; k++) {
			unsigned char t = k % 256;

			if (yuv)
				put_unit(table + k * unit, yuv, lut, t, t,
					 255 - t);
			else
				put_unit(table + k * unit, yuv, lut, t,
					 255 - t, (2 * t) % 256);
		}
		break;
	}
	for (y = 0; y < f->height; y++) {
		switch (pattern) {
		case 1:
			start = n % units;
			break;
		case 2:
			start = (n + 16 * (((y + n) / 16) % 2)) % 32;
			break;
		default:
			start = (y + 2 * n) % 256;
			break;
		}
		memcpy(mem + y * bpl, table + start * unit, bpl);
	}
	for (k = 0; k < 4; k++) {
		mem[k] = n >> (8 * k);
		mem[4 + k] = ~n >> (8 * k);
	}
}

/* ------------------------------------------------------------ streaming */

static void on_wake(int sig)
{
	(void)sig;
}

static void on_quit(int sig)
{
	(void)sig;
	__atomic_store_n(&quit, 1, __ATOMIC_RELAXED);
}

static bool still_streaming(void)
{
	bool on;

	pthread_mutex_lock(&lock);
	on = streaming && !quit;
	pthread_mutex_unlock(&lock);
	return on;
}

static void ts_add_ns(struct timespec *t, unsigned long long ns)
{
	unsigned long long v = t->tv_nsec + ns;

	t->tv_sec += v / 1000000000;
	t->tv_nsec = v % 1000000000;
}

static bool ts_before(const struct timespec *a, const struct timespec *b)
{
	return a->tv_sec < b->tv_sec ||
	       (a->tv_sec == b->tv_sec && a->tv_nsec < b->tv_nsec);
}

/* write a whole frame transfer; false once streaming is over */
static bool send_frame(const unsigned char *buf, size_t len)
{
	size_t off = 0;
	ssize_t n;

	while (off < len) {
		size_t chunk = len - off > CHUNK ? CHUNK : len - off;

		n = write(ep1, buf + off, chunk);
		if (n < 0) {
			/* STOP, or the cable pulled: the transfer is abandoned */
			if (errno == EINTR || errno == ESHUTDOWN ||
			    errno == ECONNRESET || errno == ENODEV) {
				st_aborts++;
				if (verbose)
					say("ep1 write: %s", strerror(errno));
			} else {
				st_errors++;
				say("ep1 write: %s", strerror(errno));
			}
			return false;
		}
		off += n;
	}
	return true;
}

static void stream(const struct format *f)
{
	unsigned int payload = f->width * f->height *
			   (f->fourcc == V4L2_PIX_FMT_YUYV ? 2 : 3);
	unsigned long long interval = 1000000000ULL * f->num / f->den;
	static unsigned char frame[HDR_SIZE + MAX_PAYLOAD];
	static unsigned char table[(256 + 320) * 4];
	struct avc_usbcam_frame_header *h = (void *)frame;
	struct timespec next, now, t;
	unsigned int n = 0;

	clock_gettime(CLOCK_MONOTONIC, &next);
	while (still_streaming()) {
		if (clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &next,
				    NULL))
			continue;	/* woken: check the state */
		clock_gettime(CLOCK_MONOTONIC, &now);
		/* frames whose time passed while we could not send them */
		for (;;) {
			t = next;
			ts_add_ns(&t, interval);
			if (ts_before(&now, &t))
				break;
			next = t;
			n++;
			st_skipped++;
		}
		fill_frame(frame + HDR_SIZE, f, n, get_ctrl(AVC_USBCAM_CTRL_PATTERN),
			   get_ctrl(AVC_USBCAM_CTRL_BRIGHTNESS),
			   get_ctrl(AVC_USBCAM_CTRL_CONTRAST), table);
		h->magic = htole32(AVC_USBCAM_FRAME_MAGIC);
		h->frame = htole32(n);
		h->length = htole32(payload);
		h->crc = htole32(crc32(frame + HDR_SIZE, payload));
		if (!send_frame(frame, HDR_SIZE + payload))
			break;
		st_frames++;
		n++;
		ts_add_ns(&next, interval);
	}
}

static void *streamer_main(void *arg)
{
	struct format f;

	(void)arg;
	pthread_mutex_lock(&lock);
	for (;;) {
		while (!streaming && !quit)
			pthread_cond_wait(&cond, &lock);
		if (quit)
			break;
		f = cur;
		busy = true;
		pthread_mutex_unlock(&lock);
		stream(&f);
		pthread_mutex_lock(&lock);
		busy = false;
		streaming = false;
		pthread_cond_broadcast(&cond);
	}
	pthread_mutex_unlock(&lock);
	return NULL;
}

/* stop streaming; with @wait, until the streamer no longer writes */
static void stop_stream(bool wait)
{
	struct timespec end;
	int i;

	pthread_mutex_lock(&lock);
	streaming = false;
	for (i = 0; busy && i < 50; i++) {
		pthread_kill(streamer, SIGUSR1);
		if (!wait)
			break;
		clock_gettime(CLOCK_REALTIME, &end);
		ts_add_ns(&end, 10000000);
		pthread_cond_timedwait(&cond, &lock, &end);
	}
	pthread_mutex_unlock(&lock);
}

/* ------------------------------------------------------------ ep0 */

/* a SETUP packet (USB 2.0 9.3), decoded from its 8 bytes */
struct request {
	unsigned char type, request;
	unsigned short value, index, length;
};

static void ep0_stall(int ep0, const struct request *c)
{
	st_stalls++;
	if (c->type & USB_DIR_IN) {
		if (read(ep0, NULL, 0) >= 0 || errno != EL2HLT)
			say("stall: %s", strerror(errno));
	} else {
		if (write(ep0, NULL, 0) >= 0 || errno != EL2HLT)
			say("stall: %s", strerror(errno));
	}
}

static void ep0_reply(int ep0, const void *data, size_t len)
{
	if (write(ep0, data, len) != (ssize_t)len)
		say("ep0 reply: %s", strerror(errno));
}

static bool receive(int ep0, void *data, size_t len)
{
	ssize_t n = read(ep0, data, len);

	if (n != (ssize_t)len) {
		say("ep0 data: %zd of %zu: %s", n, len, strerror(errno));
		return false;
	}
	return true;
}

static void handle_setup(int ep0, const struct request *c)
{
	unsigned short value = c->value, len = c->length;
	struct avc_usbcam_format wf;
	struct format f;
	__le32 v;
	int val;

	st_requests++;
	if (verbose)
		say("setup %02x %02x value %u index %u length %u",
		    c->type, c->request, value, c->index, len);
	if ((c->type & USB_TYPE_MASK) != USB_TYPE_VENDOR)
		goto stall;

	switch (c->request) {
	case AVC_USBCAM_REQ_GET_INFO: {
		struct avc_usbcam_info info = {
			.magic = htole32(AVC_USBCAM_INFO_MAGIC),
			.version = htole16(AVC_USBCAM_VERSION),
			.header_size = htole16(HDR_SIZE),
			.max_payload = htole32(MAX_PAYLOAD),
		};

		if (!(c->type & USB_DIR_IN) || len != sizeof(info))
			goto stall;
		ep0_reply(ep0, &info, sizeof(info));
		return;
	}
	case AVC_USBCAM_REQ_GET_FORMAT:
		if (!(c->type & USB_DIR_IN) || len != sizeof(wf))
			goto stall;
		pthread_mutex_lock(&lock);
		f = cur;
		pthread_mutex_unlock(&lock);
		wf.fourcc = htole32(f.fourcc);
		wf.width = htole16(f.width);
		wf.height = htole16(f.height);
		wf.interval_num = htole32(f.num);
		wf.interval_den = htole32(f.den);
		ep0_reply(ep0, &wf, sizeof(wf));
		return;
	case AVC_USBCAM_REQ_SET_FORMAT:
		if ((c->type & USB_DIR_IN) || len != sizeof(wf))
			goto stall;
		if (!receive(ep0, &wf, sizeof(wf)))
			return;
		/* the data stage is acknowledged: a bad format is logged */
		f.fourcc = le32toh(wf.fourcc);
		f.width = le16toh(wf.width);
		f.height = le16toh(wf.height);
		f.num = le32toh(wf.interval_num);
		f.den = le32toh(wf.interval_den);
		pthread_mutex_lock(&lock);
		if (valid_format(&f) && !busy) {
			cur = f;
		} else {
			st_errors++;
			say("SET_FORMAT %.4s %ux%u %u/%u ignored%s",
			    (char *)&f.fourcc, f.width, f.height, f.num, f.den,
			    busy ? " while streaming" : "");
		}
		pthread_mutex_unlock(&lock);
		if (verbose)
			say("format %.4s %ux%u %u/%u", (char *)&f.fourcc,
			    f.width, f.height, f.num, f.den);
		return;
	case AVC_USBCAM_REQ_START:
		if ((c->type & USB_DIR_IN) || len)
			goto stall;
		/* a restart without STOP: end the old stream first */
		stop_stream(true);
		pthread_mutex_lock(&lock);
		streaming = enabled;
		st_starts++;
		pthread_cond_broadcast(&cond);
		pthread_mutex_unlock(&lock);
		receive(ep0, NULL, 0);
		return;
	case AVC_USBCAM_REQ_STOP:
		if ((c->type & USB_DIR_IN) || len)
			goto stall;
		stop_stream(true);
		st_stops++;
		receive(ep0, NULL, 0);
		return;
	case AVC_USBCAM_REQ_SET_CTRL:
		if ((c->type & USB_DIR_IN) || len != sizeof(v) ||
		    value < AVC_USBCAM_CTRL_BRIGHTNESS ||
		    value > AVC_USBCAM_CTRL_PATTERN)
			goto stall;
		if (!receive(ep0, &v, sizeof(v)))
			return;
		val = (int)le32toh(v);
		if (val < 0 || val > (value == AVC_USBCAM_CTRL_PATTERN ? 2 : 255)) {
			st_errors++;
			say("SET_CTRL %u = %d ignored", value, val);
		} else {
			__atomic_store_n(&ctrl_val[value], val, __ATOMIC_RELAXED);
		}
		if (verbose)
			say("control %u = %d", value, val);
		return;
	}
stall:
	ep0_stall(ep0, c);
}

static const struct request *decode(const struct usb_functionfs_event *ev)
{
	static struct request r;
	const unsigned char *b = (const unsigned char *)&ev->u.setup;

	r.type = b[0];
	r.request = b[1];
	r.value = b[2] | b[3] << 8;
	r.index = b[4] | b[5] << 8;
	r.length = b[6] | b[7] << 8;
	return &r;
}

static const char *const event_names[] = {
	"BIND", "UNBIND", "ENABLE", "DISABLE", "SETUP", "SUSPEND", "RESUME",
};

static int serve(const char *udc, const char *ready)
{
	struct usb_functionfs_event ev[4];
	struct sigaction sa = { 0 };
	unsigned char strs[64];
	int ep0, i, n, ret = 0, ep0_errors = 0;

	crc_init();
	sa.sa_handler = on_quit;
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGINT, &sa, NULL);
	sa.sa_handler = on_wake;
	sigaction(SIGUSR1, &sa, NULL);	/* no SA_RESTART: interrupts write */

	if (make_gadget())
		goto fail;
	ep0 = open(FFS_DIR "/ep0", O_RDWR);
	if (ep0 < 0) {
		say("open ep0: %s", strerror(errno));
		goto fail;
	}
	if (write(ep0, &descriptors, sizeof(descriptors)) < 0 ||
	    write(ep0, strs, build_strings(strs)) < 0) {
		say("descriptors: %s", strerror(errno));
		goto fail;
	}
	ep1 = open(FFS_DIR "/ep1", O_RDWR);
	if (ep1 < 0) {
		say("open ep1: %s", strerror(errno));
		goto fail;
	}
	if (pthread_create(&streamer, NULL, streamer_main, NULL))
		goto fail;
	if (bind_udc(udc))
		goto fail;
	if (ready)
		close(open(ready, O_WRONLY | O_CREAT, 0644));

	while (!__atomic_load_n(&quit, __ATOMIC_RELAXED)) {
		struct pollfd pfd = { .fd = ep0, .events = POLLIN };

		/*
		 * Sleep in poll(), never in read(): a read of ep0 sleeps
		 * holding ffs->mutex (ffs_ep0_read(), 5.10
		 * drivers/usb/gadget/function/f_fs.c:521 and :554), and an
		 * unplug's functionfs_unbind() takes that mutex (:1895)
		 * after it queued the UNBIND event: once this loop has read
		 * that event and sleeps in read() again, the unplug (a write
		 * to the gadget's UDC file) waits for ever.  Seen on 5.10;
		 * 6.12 has the same code (:2401) and only other timing.
		 */
		if (poll(&pfd, 1, -1) < 0) {
			if (errno == EINTR)
				continue;
			say("ep0 poll: %s", strerror(errno));
			ret = 1;
			break;
		}
		n = read(ep0, ev, sizeof(ev));
		if (n < 0) {
			if (errno == EINTR)
				continue;
			/*
			 * A request FunctionFS still holds pending or
			 * cancelled (a reply that could not be queued
			 * because the host reset or dropped the port):
			 * this read consumed it (stalled or cleared).
			 * Not a reason to unplug the camera.
			 */
			if ((errno == EIDRM || errno == EL2HLT ||
			     errno == ESRCH || errno == ESHUTDOWN) &&
			    ++ep0_errors <= 100) {
				say("ep0 read: %s (request dropped)",
				    strerror(errno));
				continue;
			}
			say("ep0 read: %s", strerror(errno));
			ret = 1;
			break;
		}
		ep0_errors = 0;
		for (i = 0; i < n / (int)sizeof(ev[0]); i++) {
			if (ev[i].type != FUNCTIONFS_SETUP &&
			    ev[i].type < ARRAY_SIZE(event_names))
				say("event %s", event_names[ev[i].type]);
			switch (ev[i].type) {
			case FUNCTIONFS_SETUP:
				handle_setup(ep0, decode(&ev[i]));
				break;
			case FUNCTIONFS_ENABLE:
			case FUNCTIONFS_RESUME:
				pthread_mutex_lock(&lock);
				if (ev[i].type == FUNCTIONFS_ENABLE)
					configured = true;
				enabled = configured;
				pthread_mutex_unlock(&lock);
				break;
			case FUNCTIONFS_DISABLE:
			case FUNCTIONFS_UNBIND:
			case FUNCTIONFS_SUSPEND:
				pthread_mutex_lock(&lock);
				if (ev[i].type != FUNCTIONFS_SUSPEND)
					configured = false;
				enabled = false;
				pthread_mutex_unlock(&lock);
				/*
				 * Kick the streamer until it is out of
				 * write(): one signal can land before it
				 * blocks there, and a write to a disabled
				 * endpoint waits for the next ENABLE, then
				 * for a host that never reads (busy for
				 * ever: every later SET_FORMAT ignored).
				 */
				stop_stream(true);
				break;
			}
		}
	}

	unbind_udc();
	pthread_mutex_lock(&lock);
	pthread_cond_broadcast(&cond);
	pthread_mutex_unlock(&lock);
	stop_stream(true);
	pthread_join(streamer, NULL);
	close(ep1);
	close(ep0);
	remove_gadget();
	say("%lu frames sent, %lu skipped, %lu requests (%lu stalled)",
	    st_frames, st_skipped, st_requests, st_stalls);
	say("%lu starts, %lu stops, %lu transfers abandoned, %lu errors",
	    st_starts, st_stops, st_aborts, st_errors);
	if (tag) {
		if (ret || st_errors)
			printf("AVC-TEST not ok %s/emulator %lu errors, exit %d\n",
			       tag, st_errors, ret);
		else
			printf("AVC-TEST ok %s/emulator %lu frames, %lu requests, %lu starts\n",
			       tag, st_frames, st_requests, st_starts);
	}
	return ret;

fail:
	if (tag)
		printf("AVC-TEST not ok %s/emulator setup failed\n", tag);
	unbind_udc();
	remove_gadget();
	return 1;
}

int main(int argc, char **argv)
{
	const char *udc = NULL, *ready = NULL;
	int opt;

	while ((opt = getopt(argc, argv, "vu:t:r:")) != -1) {
		switch (opt) {
		case 'v':
			verbose = true;
			break;
		case 'u':
			udc = optarg;
			break;
		case 't':
			tag = optarg;
			break;
		case 'r':
			ready = optarg;
			break;
		default:
			goto usage;
		}
	}
	if (optind != argc - 1)
		goto usage;
	if (!strcmp(argv[optind], "serve"))
		return serve(udc, ready);
	if (!strcmp(argv[optind], "unplug"))
		return unbind_udc() ? 1 : 0;
	if (!strcmp(argv[optind], "plug"))
		return bind_udc(udc) ? 1 : 0;
usage:
	fprintf(stderr, "usage: usbcam-emu [-v] [-u UDC] [-t TAG] [-r READY] %s\n",
		"serve | unplug | plug");
	return 2;
}
