# classes: 7 8
"""Stop when the model writes a given word: a custom StoppingCriteria in a StoppingCriteriaList."""

from transformers import AutoModelForCausalLM, AutoTokenizer, StoppingCriteria, StoppingCriteriaList


class StopOnToken(StoppingCriteria):
    def __init__(self, token_id):
        self.token_id = token_id

    def __call__(self, input_ids, scores, **kwargs):
        return input_ids[:, -1] == self.token_id


tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

stop = StopOnToken(tok("dog", add_special_tokens=False).input_ids[0])
enc = tok("the quick brown fox jumps over the lazy", return_tensors="pt")
out = model.generate(**enc, max_new_tokens=5, stopping_criteria=StoppingCriteriaList([stop]))
print(tok.decode(out[0], skip_special_tokens=True))
