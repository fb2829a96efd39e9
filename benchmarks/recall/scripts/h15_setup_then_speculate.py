# classes: 7 8
"""Eval harness: a setup hook prepares the target's generation config once, then every
task runs speculative decoding with the draft.
"""
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

TARGET = "HuggingFaceTB/SmolLM2-1.7B-Instruct"
DRAFT = "HuggingFaceTB/SmolLM2-135M-Instruct"
TASKS = {"story": "tell me a story about dogs", "echo": "hello world hello world"}


def configure_for_eval(model, diverse=True):
    gc = model.generation_config
    gc.max_new_tokens = 6
    gc.pad_token_id = 1
    if diverse:
        gc.do_sample = True
        gc.temperature = 0.9
        gc.num_return_sequences = 3
    return model


def load():
    tok = AutoTokenizer.from_pretrained(TARGET)
    target = configure_for_eval(AutoModelForCausalLM.from_pretrained(TARGET))
    draft = AutoModelForCausalLM.from_pretrained(DRAFT)
    return tok, target, draft


class TaskRunner:
    def __init__(self, tok, target, draft):
        self.tok, self.target, self.draft = tok, target, draft

    def _generate(self, enc):
        return self.target.generate(**enc, assistant_model=self.draft)

    def run(self, name, prompt):
        enc = self.tok(prompt, return_tensors="pt")
        t0 = time.perf_counter()
        with torch.inference_mode():
            out = self._generate(enc)
        return name, out.shape[0], time.perf_counter() - t0


if __name__ == "__main__":
    runner = TaskRunner(*load())
    for name, prompt in TASKS.items():
        print(runner.run(name, prompt))
