# classes: 8 7
"""A StoppingCriteria subclass that stops every row once it produced a period-like token,
returning a boolean tensor per row."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, StoppingCriteria, StoppingCriteriaList


class StopOnTokens(StoppingCriteria):
    def __init__(self, stop_ids):
        self.stop_ids = torch.tensor(stop_ids)

    def __call__(self, input_ids, scores, **kwargs):
        return torch.isin(input_ids[:, -1], self.stop_ids)


tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
enc = tok("the quick brown fox", return_tensors="pt")
criteria = StoppingCriteriaList([StopOnTokens([tok.convert_tokens_to_ids("dog")])])
out = model.generate(**enc, stopping_criteria=criteria, max_new_tokens=8)
print(tok.decode(out[0]))
