# classes: 7 2
"""Code-completion endpoint: prompt lookup decoding, with per-request overrides."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

DEFAULTS = {"max_new_tokens": 6, "prompt_lookup_num_tokens": 4, "do_sample": False}


class CompletionHandler:
    def __init__(self, model_id="codellama/CodeLlama-7b-hf"):
        self.model_id = model_id
        self._tok = None
        self._model = None

    def _ensure_loaded(self):
        if self._model is None:
            self._tok = AutoTokenizer.from_pretrained(self.model_id)
            self._model = AutoModelForCausalLM.from_pretrained(self.model_id).eval()

    def __call__(self, request: dict):
        self._ensure_loaded()
        params = {**DEFAULTS, **request.get("params", {})}
        enc = self._tok(request["code"], return_tensors="pt")
        with torch.inference_mode():
            out = self._model.generate(**enc, **params)
        return self._tok.batch_decode(out[:, enc.input_ids.shape[1]:])


if __name__ == "__main__":
    handle = CompletionHandler()
    code = "for i in range(10):\n    print(i)\nfor j in range(10):\n    print("
    print(handle({"code": code}))
    print(handle({"code": code, "params": {"num_beams": 2, "num_return_sequences": 2}}))
