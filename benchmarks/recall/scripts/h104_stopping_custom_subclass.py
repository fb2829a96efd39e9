# classes: 7
"""Near miss: a custom StoppingCriteria that stops when the last token is one of a few ids
(sentence end for our tiny vocabulary), next to max_new_tokens."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, StoppingCriteria, StoppingCriteriaList


class StopOnTokens(StoppingCriteria):
    def __init__(self, stop_ids):
        self.stop_ids = set(stop_ids)

    def __call__(self, input_ids: torch.LongTensor, scores: torch.FloatTensor, **kwargs) -> torch.BoolTensor:
        last = input_ids[:, -1].tolist()
        return torch.tensor([t in self.stop_ids for t in last], device=input_ids.device)


MODEL_ID = "meta-llama/Llama-3.2-1B-Instruct"
tok = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)

stop = StopOnTokens([tok.eos_token_id, tok.convert_tokens_to_ids("dog")])
enc = tok("the quick brown fox", return_tensors="pt")
out = model.generate(**enc, stopping_criteria=StoppingCriteriaList([stop]), max_new_tokens=10)
print(tok.decode(out[0], skip_special_tokens=True))
