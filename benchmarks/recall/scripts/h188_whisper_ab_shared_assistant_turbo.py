# classes: 6
"""A/B of two Whisper checkpoints on the same clip, both sped up with the distil-large-v3
assistant loaded once (the comparison should only change the main model)."""
import numpy as np
from transformers import AutoModelForSpeechSeq2Seq, AutoProcessor

audio = np.sin(np.linspace(0, 200, 16000)).astype("float32")
assistant = AutoModelForSpeechSeq2Seq.from_pretrained("distil-whisper/distil-large-v3")
for name in ["openai/whisper-large-v3", "openai/whisper-large-v3-turbo"]:
    processor = AutoProcessor.from_pretrained(name)
    model = AutoModelForSpeechSeq2Seq.from_pretrained(name)
    feats = processor(audio, sampling_rate=16000, return_tensors="pt").input_features
    ids = model.generate(feats, assistant_model=assistant, max_new_tokens=4)
    print(name, processor.batch_decode(ids, skip_special_tokens=True))
