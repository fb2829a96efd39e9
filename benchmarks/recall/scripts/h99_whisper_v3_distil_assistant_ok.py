# classes: 4 6
"""distil-whisper card's speculative decoding recipe: whisper-large-v3 as the main model,
distil-large-v3 loaded with AutoModelForCausalLM as the assistant, given to the ASR pipeline in
generate_kwargs."""
import numpy as np
import torch
from transformers import AutoModelForCausalLM, AutoModelForSpeechSeq2Seq, AutoProcessor, pipeline

device = "cpu"
torch_dtype = torch.float32
assistant_model = AutoModelForCausalLM.from_pretrained(
    "distil-whisper/distil-large-v3", torch_dtype=torch_dtype, low_cpu_mem_usage=True, use_safetensors=True
)
model_id = "openai/whisper-large-v3"
model = AutoModelForSpeechSeq2Seq.from_pretrained(model_id, torch_dtype=torch_dtype, low_cpu_mem_usage=True, use_safetensors=True)
processor = AutoProcessor.from_pretrained(model_id)
pipe = pipeline(
    "automatic-speech-recognition",
    model=model,
    tokenizer=processor.tokenizer,
    feature_extractor=processor.feature_extractor,
    generate_kwargs={"assistant_model": assistant_model, "max_new_tokens": 8},
    torch_dtype=torch_dtype,
    device=device,
)
sample = {"raw": np.zeros(16000, dtype=np.float32), "sampling_rate": 16000}
print(pipe(sample)["text"])
