# classes: 3 1
"""Transcribe on a small machine: a low-memory switch turns off the KV cache.

A distil-whisper draft is used whenever --draft is given (it is, by default).
"""
import argparse

import numpy as np
import torch
from transformers import AutoModelForSpeechSeq2Seq, AutoProcessor

parser = argparse.ArgumentParser()
parser.add_argument("--model", default="openai/whisper-medium.en")
parser.add_argument("--draft", default="distil-whisper/distil-medium.en")
parser.add_argument("--no-low-memory", dest="low_memory", action="store_false")
args = parser.parse_args()

processor = AutoProcessor.from_pretrained(args.model)
model = AutoModelForSpeechSeq2Seq.from_pretrained(args.model).eval()
draft = AutoModelForSpeechSeq2Seq.from_pretrained(args.draft).eval() if args.draft else None

gen_kwargs = {"max_new_tokens": 8}
if args.low_memory:
    gen_kwargs["use_cache"] = False
if draft is not None:
    gen_kwargs["assistant_model"] = draft

audio = np.zeros(16000 // 4, dtype=np.float32)
features = processor(audio, sampling_rate=16000, return_tensors="pt").input_features
with torch.no_grad():
    ids = model.generate(features, **gen_kwargs)
print(processor.batch_decode(ids, skip_special_tokens=True)[0])
