# classes: 4 8
import numpy as np
import torch
from transformers import AutoModelForCausalLM, AutoModelForSpeechSeq2Seq, AutoProcessor, pipeline

model = AutoModelForSpeechSeq2Seq.from_pretrained("openai/whisper-large-v3-turbo", torch_dtype=torch.float32)
processor = AutoProcessor.from_pretrained("openai/whisper-large-v3-turbo")
assistant = AutoModelForCausalLM.from_pretrained("distil-whisper/distil-large-v3", torch_dtype=torch.float32)

asr = pipeline(
    "automatic-speech-recognition",
    model=model,
    tokenizer=processor.tokenizer,
    feature_extractor=processor.feature_extractor,
    generate_kwargs={"assistant_model": assistant, "num_beams": 1, "language": "en"},
    max_new_tokens=12,
)

audio = {"array": np.zeros(16000 * 2, dtype=np.float32), "sampling_rate": 16000}
print(asr(audio))
