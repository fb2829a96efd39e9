# classes: 2 7
"""Chat-template batch benchmark: conversations are templated together, left padded."""
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

TARGET = "Qwen/Qwen2.5-Coder-7B-Instruct"
DRAFT = "Qwen/Qwen2.5-Coder-0.5B-Instruct"

CONVERSATIONS = [
    [{"role": "user", "content": "hello world"}],
    [{"role": "user", "content": "tell me a story about the fox"}],
]


class ChatBench:
    def __init__(self):
        self.tok = AutoTokenizer.from_pretrained(TARGET, padding_side="left")
        self.model = AutoModelForCausalLM.from_pretrained(TARGET)
        self.draft = AutoModelForCausalLM.from_pretrained(DRAFT)

    @property
    def gen_kwargs(self):
        return dict(max_new_tokens=5, do_sample=False, assistant_model=self.draft)

    def encode(self, conversations):
        return self.tok.apply_chat_template(
            conversations, add_generation_prompt=True, padding=True, return_tensors="pt", return_dict=True
        )

    def run_one_by_one(self):
        for conv in CONVERSATIONS:
            enc = self.encode([conv])
            with torch.inference_mode():
                self.model.generate(**enc, **self.gen_kwargs)


if __name__ == "__main__":
    bench = ChatBench()
    t0 = time.perf_counter()
    bench.run_one_by_one()
    print(f"one by one: {time.perf_counter() - t0:.3f}s")
