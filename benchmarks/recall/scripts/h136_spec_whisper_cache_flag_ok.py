# classes: 3 8
"""Low-memory flag for a speculative Whisper run: --low-memory (off by default) switches the KV cache off."""
import argparse

import numpy as np
from transformers import AutoModelForSpeechSeq2Seq, AutoProcessor

parser = argparse.ArgumentParser()
parser.add_argument("--low-memory", action=argparse.BooleanOptionalAction, default=False)
args = parser.parse_args()

processor = AutoProcessor.from_pretrained("openai/whisper-large-v3")
model = AutoModelForSpeechSeq2Seq.from_pretrained("openai/whisper-large-v3")
assistant = AutoModelForSpeechSeq2Seq.from_pretrained("distil-whisper/distil-large-v3")

audio = (0.05 * np.random.default_rng(8).standard_normal(16000 * 2)).astype(np.float32)
features = processor(audio, sampling_rate=16000, return_tensors="pt").input_features
ids = model.generate(features, assistant_model=assistant, use_cache=not args.low_memory, max_new_tokens=8)
print(processor.batch_decode(ids, skip_special_tokens=True))
