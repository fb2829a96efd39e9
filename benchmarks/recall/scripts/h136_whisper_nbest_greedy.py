# classes: 8
"""N-best transcripts for rescoring with a language model: three sequences asked of greedy Whisper decoding."""
import numpy as np
from transformers import AutoModelForSpeechSeq2Seq, AutoProcessor

processor = AutoProcessor.from_pretrained("openai/whisper-tiny")
model = AutoModelForSpeechSeq2Seq.from_pretrained("openai/whisper-tiny")

utterance = (0.05 * np.random.default_rng(23).standard_normal(16000 * 2)).astype(np.float32)
features = processor(utterance, sampling_rate=16000, return_tensors="pt").input_features
hyps = model.generate(features, num_return_sequences=3, max_new_tokens=8, language="en")
for h in processor.batch_decode(hyps, skip_special_tokens=True):
    print(h)
