# classes: 8
"""A 2022 research repo's stopping criterion, imported from the old flat module path
transformers.generation_stopping_criteria."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer
from transformers.generation_stopping_criteria import StoppingCriteria, StoppingCriteriaList


class StopOnToken(StoppingCriteria):
    def __init__(self, token_id):
        self.token_id = token_id

    def __call__(self, input_ids, scores, **kwargs):
        return input_ids[0, -1].item() == self.token_id


tok = AutoTokenizer.from_pretrained("gpt2")
model = AutoModelForCausalLM.from_pretrained("gpt2")
stop_id = tok.encode(".")[0]
ids = tok("the king was", return_tensors="pt")
out = model.generate(**ids, max_new_tokens=12, stopping_criteria=StoppingCriteriaList([StopOnToken(stop_id)]))
print(tok.decode(out[0]))
