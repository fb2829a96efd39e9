# classes: 7
"""A custom LogitsProcessor that bans digit tokens, used with sampling, renormalize_logits and
no_repeat_ngram_size; the processor list is built by a small factory."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, LogitsProcessor, LogitsProcessorList

MODEL_ID = "EleutherAI/pythia-70m"
tok = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)


class BanTokens(LogitsProcessor):
    def __init__(self, banned):
        self.banned = torch.tensor(sorted(banned))

    def __call__(self, input_ids, scores):
        scores[:, self.banned] = -float("inf")
        return scores


def make_processors(tokenizer):
    digits = {i for t, i in tokenizer.get_vocab().items() if t.strip("Ġ").isdigit()}
    return LogitsProcessorList([BanTokens(digits or {0})])


torch.manual_seed(0)
enc = tok("one two three", return_tensors="pt")
out = model.generate(
    **enc,
    logits_processor=make_processors(tok),
    do_sample=True,
    top_k=20,
    renormalize_logits=True,
    no_repeat_ngram_size=2,
    max_new_tokens=6,
    pad_token_id=tok.eos_token_id,
)
print(tok.decode(out[0]))
