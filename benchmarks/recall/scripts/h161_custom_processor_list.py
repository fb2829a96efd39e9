# classes: 7 8
"""A custom LogitsProcessor that bans the unknown token, in a LogitsProcessorList."""

from transformers import AutoModelForCausalLM, AutoTokenizer, LogitsProcessor, LogitsProcessorList


class BanToken(LogitsProcessor):
    """Forbid one token id at every step."""

    def __init__(self, token_id):
        self.token_id = token_id

    def __call__(self, input_ids, scores):
        scores[:, self.token_id] = -float("inf")
        return scores


tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

enc = tok("the quick brown fox", return_tensors="pt")
out = model.generate(**enc, max_new_tokens=4, logits_processor=LogitsProcessorList([BanToken(tok.unk_token_id)]))
print(tok.decode(out[0], skip_special_tokens=True))
