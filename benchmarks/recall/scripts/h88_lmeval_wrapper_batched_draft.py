# classes: 7 2
"""lm-eval-harness-style LM wrapper with a draft model: gen_kwargs is built once in __init__
from the constructor's arguments and generate_until pads the requests into batches."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer


class SpeculativeHFLM:
    def __init__(self, pretrained, draft=None, batch_size=4, max_gen_toks=8, num_assistant_tokens=5):
        self.tokenizer = AutoTokenizer.from_pretrained(pretrained)
        self.tokenizer.padding_side = "left"
        if self.tokenizer.pad_token is None:
            self.tokenizer.pad_token = self.tokenizer.eos_token
        self.model = AutoModelForCausalLM.from_pretrained(pretrained).eval()
        self.batch_size = batch_size
        self.gen_kwargs = {"max_new_tokens": max_gen_toks, "do_sample": False}
        if draft is not None:
            self.assistant = AutoModelForCausalLM.from_pretrained(draft).eval()
            self.gen_kwargs["assistant_model"] = self.assistant
            self.gen_kwargs["num_assistant_tokens"] = num_assistant_tokens

    def _chunks(self, requests):
        for i in range(0, len(requests), self.batch_size):
            yield requests[i : i + self.batch_size]

    def generate_until(self, requests):
        results = []
        for chunk in self._chunks(requests):
            enc = self.tokenizer(chunk, return_tensors="pt", padding=True)
            with torch.no_grad():
                out = self.model.generate(**enc, **self.gen_kwargs, pad_token_id=self.tokenizer.pad_token_id)
            for row in out[:, enc["input_ids"].shape[1] :]:
                results.append(self.tokenizer.decode(row, skip_special_tokens=True))
        return results


if __name__ == "__main__":
    lm = SpeculativeHFLM("HuggingFaceTB/SmolLM2-360M", draft="HuggingFaceTB/SmolLM2-135M")
    docs = ["the quick brown fox", "once upon a time there lived", "tell me a story about cats", "hello world"]
    for text in lm.generate_until(docs):
        print(repr(text))
