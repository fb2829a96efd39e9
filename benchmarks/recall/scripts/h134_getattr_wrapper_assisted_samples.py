# classes: 7 8
"""A thin model wrapper that delegates unknown attributes to the wrapped model with __getattr__,
so callers use wrapper.generate(...) directly. A caller asks the speculative wrapper for three
sampled continuations."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer


class ModelHandle:
    def __init__(self, model, draft=None):
        self._model = model
        self._draft = draft

    def __getattr__(self, name):
        return getattr(self._model, name)

    def sample(self, enc, n, **kwargs):
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
    print(tok.batch_decode(handle.sample(enc, 3, max_new_tokens=5)))
