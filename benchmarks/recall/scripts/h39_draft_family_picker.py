# classes: 6 2
"""Pick a main model per device tier and the smallest draft we ship, then run one
assisted-generation reply on each tier to check the speed-up."""

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

TIERS = {
    "low": "HuggingFaceTB/SmolLM2-360M-Instruct",
    "mid": "Qwen/Qwen2.5-1.5B-Instruct",
}
DRAFT = "HuggingFaceTB/SmolLM2-135M-Instruct"


def reply(main_id, draft, prompt):
    tok = AutoTokenizer.from_pretrained(main_id)
    model = AutoModelForCausalLM.from_pretrained(main_id, torch_dtype=torch.float32).eval()
    inputs = tok(prompt, return_tensors="pt")
    out = model.generate(**inputs, assistant_model=draft, max_new_tokens=4, do_sample=False)
    return tok.decode(out[0, inputs.input_ids.shape[1] :])


def main():
    draft = AutoModelForCausalLM.from_pretrained(DRAFT, torch_dtype=torch.float32).eval()
    for tier, main_id in TIERS.items():
        print(tier, reply(main_id, draft, "remind me to call mom"))


if __name__ == "__main__":
    main()
