# classes: 7 8
"""Fill-in-the-middle eval with CodeLlama's <PRE>/<SUF>/<MID> format; a logits processor keeps the
infill from emitting the prefix marker again."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, LogitsProcessor


class BanTokens(LogitsProcessor):
    def __init__(self, banned):
        self.banned = torch.tensor(banned)

    def __call__(self, input_ids, scores):
        scores[:, self.banned] = -float("inf")
        return scores


tok = AutoTokenizer.from_pretrained("codellama/CodeLlama-7b-hf")
model = AutoModelForCausalLM.from_pretrained("codellama/CodeLlama-7b-hf")
prefix = "def remove_non_ascii(s: str) -> str:\n    "
suffix = "\n    return result\n"
enc = tok(f"<PRE> {prefix} <SUF>{suffix} <MID>", return_tensors="pt")
out = model.generate(**enc, max_new_tokens=6, do_sample=False, logits_processor=BanTokens([tok.bos_token_id]))
print(prefix + tok.decode(out[0, enc.input_ids.shape[1]:], skip_special_tokens=True) + suffix)
