# classes: 7 8
"""A custom LogitsProcessor that boosts a word in place (scores += bias)."""

from transformers import AutoModelForCausalLM, AutoTokenizer, LogitsProcessor, LogitsProcessorList


class Boost(LogitsProcessor):
    def __init__(self, token_id, bias=2.0):
        self.token_id, self.bias = token_id, bias

    def __call__(self, input_ids, scores):
        scores[:, self.token_id] += self.bias


tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

boost = Boost(tok("garden", add_special_tokens=False).input_ids[0])
enc = tok("the queen loved the", return_tensors="pt")
out = model.generate(**enc, max_new_tokens=4, logits_processor=LogitsProcessorList([boost]))
print(tok.decode(out[0], skip_special_tokens=True))
