# classes: 7
"""Near miss: a hand-written LogitsProcessor that masks a set of token ids, used with beam
search and `renormalize_logits=True` so the beam scores stay log-probabilities."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, LogitsProcessor, LogitsProcessorList


class BlockTokens(LogitsProcessor):
    def __init__(self, token_ids):
        self.token_ids = torch.tensor(sorted(set(token_ids)))

    def __call__(self, input_ids: torch.LongTensor, scores: torch.FloatTensor) -> torch.FloatTensor:
        scores[:, self.token_ids] = -float("inf")
        return scores


MODEL_ID = "openai-community/gpt2"
tok = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)

blocked = [tok.convert_tokens_to_ids(w) for w in ("one", "two", "three")]
enc = tok("tell me a story about", return_tensors="pt")
out = model.generate(
    **enc,
    logits_processor=LogitsProcessorList([BlockTokens(blocked)]),
    num_beams=3,
    renormalize_logits=True,
    max_new_tokens=8,
    pad_token_id=tok.eos_token_id,
)
print(tok.decode(out[0], skip_special_tokens=True))
