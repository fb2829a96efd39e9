# classes: 7
"""Truss-style model server: load(), preprocess(request) -> generate args, predict(request).

The client sends its own decoding knobs; the server always adds the draft model.
"""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

CHECKPOINT = "Qwen/Qwen2.5-1.5B-Instruct"
DRAFT_CHECKPOINT = "Qwen/Qwen2.5-0.5B-Instruct"


class Model:
    def __init__(self, **kwargs):
        self._model = None
        self._draft = None
        self._tokenizer = None

    def load(self):
        self._tokenizer = AutoTokenizer.from_pretrained(CHECKPOINT)
        self._model = AutoModelForCausalLM.from_pretrained(CHECKPOINT, torch_dtype=torch.float32)
        self._draft = AutoModelForCausalLM.from_pretrained(DRAFT_CHECKPOINT, torch_dtype=torch.float32)

    def preprocess(self, request: dict):
        generate_args = {
            "max_new_tokens": request.get("max_new_tokens", 6),
            "temperature": request.get("temperature", 1.0),
            "top_p": request.get("top_p", 0.95),
            "repetition_penalty": request.get("repetition_penalty", 1.0),
            "num_beams": request.get("num_beams", 1),
            "do_sample": request.get("do_sample", False),
        }
        request["generate_args"] = generate_args
        return request

    def predict(self, request: dict):
        request = self.preprocess(request)
        messages = [{"role": "user", "content": request["prompt"]}]
        text = self._tokenizer.apply_chat_template(messages, tokenize=False, add_generation_prompt=True)
        inputs = self._tokenizer(text, return_tensors="pt")
        with torch.no_grad():
            out = self._model.generate(**inputs, assistant_model=self._draft, **request["generate_args"])
        return {"output": self._tokenizer.decode(out[0][inputs.input_ids.shape[1] :], skip_special_tokens=True)}


if __name__ == "__main__":
    m = Model()
    m.load()
    print(m.predict({"prompt": "Name three primes.", "temperature": 0.7}))
