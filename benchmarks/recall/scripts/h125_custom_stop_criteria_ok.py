# classes: 7
"""Harness stop-sequence criterion: stop once every row's new text contains one of the `until` strings."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, StoppingCriteria


class MultiTokenEOSCriteria(StoppingCriteria):
    def __init__(self, sequences, tokenizer, initial_len, batch_size):
        self.sequences = sequences
        self.tokenizer = tokenizer
        self.initial_len = initial_len
        self.done = [False] * batch_size

    def __call__(self, input_ids, scores, **kwargs):
        new = self.tokenizer.batch_decode(input_ids[:, self.initial_len :])
        for i, text in enumerate(new):
            if not self.done[i]:
                self.done[i] = any(s in text for s in self.sequences)
        return torch.tensor(self.done, dtype=torch.bool, device=input_ids.device)


model_id = "TinyLlama/TinyLlama-1.1B-Chat-v1.0"
tok = AutoTokenizer.from_pretrained(model_id, padding_side="left")
model = AutoModelForCausalLM.from_pretrained(model_id)
ctx = ["Q: one two\nA:", "Q: red green\nA:"]
enc = tok(ctx, return_tensors="pt", padding=True)
crit = MultiTokenEOSCriteria(["\n", "Q:"], tok, enc.input_ids.shape[1], len(ctx))
out = model.generate(**enc, max_new_tokens=6, do_sample=False, stopping_criteria=[crit])
print(tok.batch_decode(out[:, enc.input_ids.shape[1] :], skip_special_tokens=True))
