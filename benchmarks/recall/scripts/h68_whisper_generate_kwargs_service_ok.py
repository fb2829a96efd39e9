# classes: 4 7
"""ASR request handler: the draft is only used for single clips, batched requests go without it."""
import numpy as np
from transformers import AutoModelForCausalLM, pipeline


class ASRService:
    def __init__(self, model_id="openai/whisper-medium.en", draft_id="distil-whisper/distil-medium.en"):
        self.pipe = pipeline("automatic-speech-recognition", model=model_id)
        self.draft = AutoModelForCausalLM.from_pretrained(draft_id)

    def generate_kwargs(self, n_clips):
        kwargs = {"max_new_tokens": 8}
        if n_clips == 1:
            kwargs["assistant_model"] = self.draft
        return kwargs

    def handle(self, clips):
        batch = [{"raw": c, "sampling_rate": 16000} for c in clips]
        return self.pipe(batch, batch_size=len(batch), generate_kwargs=self.generate_kwargs(len(batch)))


if __name__ == "__main__":
    svc = ASRService()
    one = [np.zeros(16000, dtype=np.float32)]
    many = [np.zeros(16000, dtype=np.float32) for _ in range(3)]
    print(svc.handle(one))
    print(svc.handle(many))
