# classes: 4 8 6
"""The pair the distil-whisper card documents, through a speech pipeline."""
import numpy as np
import torch
from transformers import AutoModelForCausalLM, AutoModelForSpeechSeq2Seq, AutoProcessor, pipeline

model_id = "openai/whisper-large-v3"
assistant_id = "distil-whisper/distil-large-v3"
processor = AutoProcessor.from_pretrained(model_id)
model = AutoModelForSpeechSeq2Seq.from_pretrained(model_id, torch_dtype=torch.float32, low_cpu_mem_usage=True)
assistant_model = AutoModelForCausalLM.from_pretrained(assistant_id, torch_dtype=torch.float32)

pipe = pipeline(
    "automatic-speech-recognition",
    model=model,
    tokenizer=processor.tokenizer,
    feature_extractor=processor.feature_extractor,
    generate_kwargs={"assistant_model": assistant_model, "max_new_tokens": 8},
    torch_dtype=torch.float32,
)
sample = np.zeros(16000 * 2, dtype=np.float32)
print(pipe({"raw": sample, "sampling_rate": 16000})["text"])
