# classes: 8 2
# distil-whisper's recipe: load the distilled decoder with AutoModelForCausalLM as the assistant.
# A sweep over (teacher, draft) pairs for a latency table.
import numpy as np
import torch
from transformers import AutoModelForCausalLM, AutoModelForSpeechSeq2Seq, AutoProcessor

PAIRS = [
    ("openai/whisper-large-v3", "distil-whisper/distil-large-v3"),
]

audio = np.zeros(16000, dtype=np.float32)
for teacher_id, draft_id in PAIRS:
    processor = AutoProcessor.from_pretrained(teacher_id)
    teacher = AutoModelForSpeechSeq2Seq.from_pretrained(teacher_id)
    draft = AutoModelForCausalLM.from_pretrained(draft_id)
    features = processor(audio, sampling_rate=16000, return_tensors="pt").input_features
    with torch.no_grad():
        ids = teacher.generate(features, assistant_model=draft, max_new_tokens=3)
    print(teacher_id, draft_id, processor.batch_decode(ids, skip_special_tokens=True))
