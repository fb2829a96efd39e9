# classes: 6 5
# Serve whisper-large-v2 with a static cache for torch.compile; a distilled draft is added later
# for latency. The static setting is applied through the model's generation config.
import numpy as np
import torch
from transformers import AutoModelForSpeechSeq2Seq, AutoProcessor


class Transcriber:
    def __init__(self, model_id, draft_id=None, compile_ready=True):
        self.processor = AutoProcessor.from_pretrained(model_id)
        self.model = AutoModelForSpeechSeq2Seq.from_pretrained(model_id).eval()
        if compile_ready:
            self.model.generation_config.cache_implementation = "static"
        self.draft = AutoModelForSpeechSeq2Seq.from_pretrained(draft_id).eval() if draft_id else None

    @torch.no_grad()
    def transcribe(self, audio):
        feats = self.processor(audio, sampling_rate=16000, return_tensors="pt").input_features
        ids = self.model.generate(feats, assistant_model=self.draft, max_new_tokens=3)
        return self.processor.batch_decode(ids, skip_special_tokens=True)[0]


service = Transcriber("openai/whisper-large-v2", draft_id="distil-whisper/distil-large-v2")
print(service.transcribe(np.zeros(16000, dtype=np.float32)))
