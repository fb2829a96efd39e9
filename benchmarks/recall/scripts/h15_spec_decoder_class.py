# classes: 7 1
"""A thin speculative-decoding wrapper used by our eval harness.

The wrapper keeps generation settings on the instance so that the harness can log them.
Memory-saving mode (the default on small GPUs) disables the KV cache.
"""
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer


class SpeculativeDecoder:
    def __init__(self, target_id, draft_id=None, low_memory=True, max_new_tokens=8, num_assistant_tokens=4):
        self.tokenizer = AutoTokenizer.from_pretrained(target_id)
        self.model = AutoModelForCausalLM.from_pretrained(target_id).eval()
        self.draft = AutoModelForCausalLM.from_pretrained(draft_id).eval() if draft_id else None
        self.low_memory = low_memory
        self.max_new_tokens = max_new_tokens
        self.num_assistant_tokens = num_assistant_tokens
        self.stats = []

    def _base_kwargs(self):
        kwargs = {"max_new_tokens": self.max_new_tokens, "do_sample": False}
        if self.low_memory:
            kwargs["use_cache"] = False
        return kwargs

    def _speculative_kwargs(self):
        kwargs = self._base_kwargs()
        if self.draft is not None:
            kwargs["assistant_model"] = self.draft
            kwargs["num_assistant_tokens"] = self.num_assistant_tokens
        return kwargs

    @torch.inference_mode()
    def __call__(self, prompt):
        inputs = self.tokenizer(prompt, return_tensors="pt")
        start = time.perf_counter()
        output = self.model.generate(**inputs, **self._speculative_kwargs())
        self.stats.append(time.perf_counter() - start)
        return self.tokenizer.decode(output[0, inputs["input_ids"].shape[1]:], skip_special_tokens=True)

    def mean_latency(self):
        return sum(self.stats) / max(len(self.stats), 1)


def evaluate(decoder, prompts):
    completions = []
    for prompt in prompts:
        completions.append(decoder(prompt))
    return completions


if __name__ == "__main__":
    prompts = ["hello world", "tell me a story about dogs"]
    baseline = SpeculativeDecoder("HuggingFaceTB/SmolLM2-360M")
    evaluate(baseline, prompts)
    spec = SpeculativeDecoder("HuggingFaceTB/SmolLM2-360M", draft_id="HuggingFaceTB/SmolLM2-135M")
    print(evaluate(spec, prompts))
    print(f"baseline {baseline.mean_latency():.3f}s vs speculative {spec.mean_latency():.3f}s")
