# classes: 8
"""Long-form transcription of a 45-second recording: features kept untruncated, no timestamps asked for."""
import numpy as np
from transformers import AutoModelForSpeechSeq2Seq, AutoProcessor

processor = AutoProcessor.from_pretrained("openai/whisper-tiny")
model = AutoModelForSpeechSeq2Seq.from_pretrained("openai/whisper-tiny")

seconds = 45
recording = (0.03 * np.random.default_rng(17).standard_normal(16000 * seconds)).astype(np.float32)
inputs = processor(
    recording,
    sampling_rate=16000,
    return_tensors="pt",
    truncation=False,
    padding="longest",
    return_attention_mask=True,
)
ids = model.generate(**inputs, language="en", max_new_tokens=16)
print(processor.batch_decode(ids, skip_special_tokens=True)[0])
