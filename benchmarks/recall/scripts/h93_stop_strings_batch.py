# classes: 7 2
"""Synthetic Q/A pairs: the generator stops at the first blank line so that one answer is
produced per prompt. Prompts are processed in left-padded batches."""
from transformers import AutoModelForCausalLM, AutoTokenizer


class QAGenerator:
    def __init__(self, name, batch_size=2):
        self.tokenizer = AutoTokenizer.from_pretrained(name)
        self.tokenizer.padding_side = "left"
        if self.tokenizer.pad_token is None:
            self.tokenizer.pad_token = self.tokenizer.eos_token
        self.model = AutoModelForCausalLM.from_pretrained(name)
        self.batch_size = batch_size

    def _batches(self, items):
        for i in range(0, len(items), self.batch_size):
            yield items[i : i + self.batch_size]

    def __call__(self, topics):
        answers = []
        for chunk in self._batches(topics):
            prompts = [f"Q: Tell me something about {t}.\nA:" for t in chunk]
            enc = self.tokenizer(prompts, return_tensors="pt", padding=True)
            out = self.model.generate(
                **enc,
                max_new_tokens=12,
                stop_strings=["\n\n"],
                pad_token_id=self.tokenizer.pad_token_id,
            )
            answers += self.tokenizer.batch_decode(out[:, enc["input_ids"].shape[1]:], skip_special_tokens=True)
        return answers


gen = QAGenerator("Qwen/Qwen2.5-0.5B")
for a in gen(["volcanoes", "owls", "jazz"]):
    print(repr(a))
