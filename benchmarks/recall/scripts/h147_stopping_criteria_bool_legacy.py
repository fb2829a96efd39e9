# classes: 8 7
"""A 4.x-era StoppingCriteria that returns a plain Python bool for the whole batch, used
with a single prompt."""
from transformers import AutoModelForCausalLM, AutoTokenizer, StoppingCriteria, StoppingCriteriaList


class KeywordStop(StoppingCriteria):
    def __init__(self, keyword_id):
        self.keyword_id = keyword_id

    def __call__(self, input_ids, scores, **kwargs) -> bool:
        return bool(input_ids[0, -1] == self.keyword_id)


tok = AutoTokenizer.from_pretrained("gpt2")
model = AutoModelForCausalLM.from_pretrained("gpt2")
enc = tok("the lazy dog", return_tensors="pt")
stop = StoppingCriteriaList([KeywordStop(tok.convert_tokens_to_ids("the"))])
out = model.generate(**enc, stopping_criteria=stop, max_new_tokens=6, pad_token_id=tok.eos_token_id)
print(tok.decode(out[0]))
