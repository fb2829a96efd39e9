# classes: 7
"""The delegating model wrapper (__getattr__ to the model) used for one sampled continuation per
prompt with its draft model."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer


class ModelHandle:
    def __init__(self, model, draft=None):
        self._model = model
        self._draft = draft

    def __getattr__(self, name):
        return getattr(self._model, name)

    def sample(self, enc, n=1, **kwargs):
        if self._draft is not None:
            kwargs["assistant_model"] = self._draft
        return self.generate(**enc, do_sample=True, num_return_sequences=n, **kwargs)


if __name__ == "__main__":
    torch.manual_seed(0)
    tok = AutoTokenizer.from_pretrained("Qwen/Qwen2-0.5B-Instruct")
    handle = ModelHandle(
        AutoModelForCausalLM.from_pretrained("Qwen/Qwen2-0.5B-Instruct"),
        draft=AutoModelForCausalLM.from_pretrained("Qwen/Qwen2-0.5B-Instruct"),
    )
    enc = tok("hello world", return_tensors="pt")
    print(tok.batch_decode(handle.sample(enc, max_new_tokens=5)))
    print(handle.config.model_type)
