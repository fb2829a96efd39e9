# classes: 8 7
"""A custom temperature-schedule warper written against 4.3x, subclassing LogitsWarper."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, LogitsProcessorList, LogitsWarper


class CoolingTemperature(LogitsWarper):
    def __init__(self, start=1.5, end=0.7, steps=8):
        self.start, self.end, self.steps = start, end, steps

    def __call__(self, input_ids, scores):
        t = max(self.end, self.start - (self.start - self.end) * input_ids.shape[-1] / self.steps)
        return scores / t


tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
enc = tok("the queen", return_tensors="pt")
torch.manual_seed(1)
out = model.generate(**enc, do_sample=True, logits_processor=LogitsProcessorList([CoolingTemperature()]), max_new_tokens=6)
print(tok.decode(out[0]))
