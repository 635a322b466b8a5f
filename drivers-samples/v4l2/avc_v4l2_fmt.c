// SPDX-License-Identifier: GPL-2.0
/*
 * avc_v4l2 - the format tables and the test pattern.
 *
 * The pattern is defined exactly, so that a client can recompute every
 * byte of every frame (tests/clients/v4l2-verify.c does; README.md has
 * the same text).  All arithmetic is on unsigned 32-bit integers (so it
 * wraps modulo 2^32), "/" truncates toward zero, "%" is the remainder.
 *
 * Notation: W x H the frame size; n the frame's sequence number; a line
 * is U = W / ppu units, a unit being the smallest whole-byte group: RGB24
 * one pixel (R, G, B), YUYV two pixels (Y0, U, Y1, V).  Unit j of line y
 * starts at byte y * bytesperline + j * unitsize, bytesperline = W * bpp
 * (no padding), sizeimage = bytesperline * H.
 *
 * Brightness B and contrast C (controls, 0..255, default 128) map a value
 * v through
 *	L(v) = clamp(((v - 128) * C) / 128 + B, 0, 255)
 * computed in signed arithmetic (L(v) = v at the defaults).  L applies to
 * R, G, B and to Y; never to U and V.
 *
 * Patterns (V4L2_CID_TEST_PATTERN), for unit j of line y of frame n:
 *
 * 0 gradient: t = (j + y + 2n) % 256
 *	RGB24: (L(t), L(255 - t), L((2t) % 256))
 *	YUYV:  (L(t), t, L(t), 255 - t)
 * 1 bars: b = (((j + n) % U) * 8) / U, colour b of
 *	RGB  (255,255,255) (255,255,0) (0,255,255) (0,255,0)
 *	     (255,0,255) (255,0,0) (0,0,255) (0,0,0)
 *	YUV  (235,128,128) (210,16,146) (170,166,16) (145,54,34)
 *	     (106,202,222) (81,90,240) (41,240,110) (16,128,128)
 *	RGB24: (L(R), L(G), L(B));  YUYV: (L(Y), U, L(Y), V)
 * 2 checkers: c = ((j + n) / 16 + (y + n) / 16) % 2; c = 0 white, 1 black
 *	RGB24: white (L(255), L(255), L(255)), black (L(0), L(0), L(0))
 *	YUYV:  white (L(235), 128, L(235), 128), black (L(16), 128, L(16), 128)
 *
 * Finally the first 8 bytes of the frame are replaced by the frame
 * counter: bytes 0-3 are n, bytes 4-7 are n XOR 0xffffffff, both
 * little-endian.
 *
 * The generator builds one "period table" per frame and copies each line
 * out of it with one memcpy(): every pattern is, line by line, a window
 * of a periodic sequence of units.
 */
#include <linux/kernel.h>
#include <linux/string.h>

#include "avc_v4l2.h"

static const struct avc_vcap_format avc_v4l2_formats[] = {
	{ .fourcc = V4L2_PIX_FMT_YUYV, .unit = 4, .ppu = 2, .yuv = true },
	{ .fourcc = V4L2_PIX_FMT_RGB24, .unit = 3, .ppu = 1, .yuv = false },
};

static const struct v4l2_frmsize_discrete avc_v4l2_sizes[] = {
	{ 320, 240 },
	{ 640, 480 },
	{ 1280, 720 },
};

/* fastest first, as ENUM_FRAMEINTERVALS lists them */
static const struct v4l2_fract avc_v4l2_intervals[] = {
	{ 1, 30 },
	{ 1, 25 },
	{ 1, 15 },
	{ 1, 10 },
	{ 1, 5 },
};

const struct avc_vcap_modes avc_v4l2_modes = {
	.formats = avc_v4l2_formats,
	.num_formats = ARRAY_SIZE(avc_v4l2_formats),
	.sizes = avc_v4l2_sizes,
	.num_sizes = ARRAY_SIZE(avc_v4l2_sizes),
	.intervals = avc_v4l2_intervals,
	.num_intervals = ARRAY_SIZE(avc_v4l2_intervals),
};

/* the largest period of a pattern table, in units (the gradient's) */
#define AVC_V4L2_MAX_PERIOD	256

static const u8 avc_v4l2_bars_rgb[8][3] = {
	{ 255, 255, 255 }, { 255, 255, 0 }, { 0, 255, 255 }, { 0, 255, 0 },
	{ 255, 0, 255 }, { 255, 0, 0 }, { 0, 0, 255 }, { 0, 0, 0 },
};

static const u8 avc_v4l2_bars_yuv[8][3] = {
	{ 235, 128, 128 }, { 210, 16, 146 }, { 170, 166, 16 }, { 145, 54, 34 },
	{ 106, 202, 222 }, { 81, 90, 240 }, { 41, 240, 110 }, { 16, 128, 128 },
};

/**
 * avc_v4l2_scratch_size() - bytes of pattern table a frame needs
 * @width: the frame width in pixels
 *
 * Return: room for the longest period plus one line, in the widest unit.
 */
size_t avc_v4l2_scratch_size(u32 width)
{
	return (AVC_V4L2_MAX_PERIOD + width) * 4;
}

/* L(v), see the top of this file */
static void avc_v4l2_build_lut(u8 lut[256], u32 brightness, u32 contrast)
{
	int v;

	for (v = 0; v < 256; v++)
		lut[v] = clamp((v - 128) * (int)contrast / 128 + (int)brightness,
			       0, 255);
}

/* one unit from R, G, B (RGB24) or Y, U, V (YUYV, Y twice) */
static void avc_v4l2_put_unit(u8 *p, const struct avc_vcap_format *fmt,
			      const u8 lut[256], u8 a, u8 b, u8 c)
{
	if (fmt->yuv) {
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

/**
 * avc_v4l2_fill_frame() - generate one frame of the test pattern
 * @mem: the frame buffer, at least @f->sizeimage bytes
 * @f: the frame's format and control values
 * @sequence: the frame counter n
 * @scratch: avc_v4l2_scratch_size(@f->width) bytes
 *
 * Produces exactly the bytes defined at the top of this file.
 */
void avc_v4l2_fill_frame(u8 *mem, const struct avc_v4l2_frame *f,
			 u32 sequence, u8 *scratch)
{
	const struct avc_vcap_format *fmt = f->fmt;
	u32 units = f->width / fmt->ppu;
	u32 n = sequence, period, k, y;
	u8 lut[256];

	avc_v4l2_build_lut(lut, f->brightness, f->contrast);

	/* the table: period units, repeated to period + units */
	switch (f->pattern) {
	case AVC_VCAP_BARS:
		period = units;
		for (k = 0; k < period + units; k++) {
			u32 b = ((k % units) * 8) / units;
			const u8 *c = fmt->yuv ? avc_v4l2_bars_yuv[b] :
						 avc_v4l2_bars_rgb[b];

			avc_v4l2_put_unit(scratch + k * fmt->unit, fmt, lut,
					  c[0], c[1], c[2]);
		}
		break;
	case AVC_VCAP_CHECKERS:
		period = 32;
		for (k = 0; k < period + units; k++) {
			bool black = (k / 16) % 2;

			if (fmt->yuv)
				avc_v4l2_put_unit(scratch + k * fmt->unit, fmt,
						  lut, black ? 16 : 235, 128, 128);
			else
				avc_v4l2_put_unit(scratch + k * fmt->unit, fmt,
						  lut, black ? 0 : 255,
						  black ? 0 : 255, black ? 0 : 255);
		}
		break;
	default:
		period = 256;
		for (k = 0; k < period + units; k++) {
			u8 t = k % 256;

			if (fmt->yuv)
				avc_v4l2_put_unit(scratch + k * fmt->unit, fmt,
						  lut, t, t, 255 - t);
			else
				avc_v4l2_put_unit(scratch + k * fmt->unit, fmt,
						  lut, t, 255 - t, (2 * t) % 256);
		}
		break;
	}

	/* each line is the window of the table starting at unit "start" */
	for (y = 0; y < f->height; y++) {
		u32 start;

		switch (f->pattern) {
		case AVC_VCAP_BARS:
			start = n % units;
			break;
		case AVC_VCAP_CHECKERS:
			start = (n + 16 * (((y + n) / 16) % 2)) % 32;
			break;
		default:
			start = (y + 2 * n) % 256;
			break;
		}
		memcpy(mem + y * f->bytesperline, scratch + start * fmt->unit,
		       units * fmt->unit);
	}

	for (k = 0; k < 4; k++) {
		mem[k] = n >> (8 * k);
		mem[4 + k] = ~n >> (8 * k);
	}
}
