# classes: 2 1
"""Notification summariser: per-device batch sizes, a draft model on every device to
cut latency, prompts padded on the left."""

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MAIN = "Qwen/Qwen2.5-0.5B-Instruct"
DRAFT = "Qwen/Qwen2-0.5B-Instruct"
BATCH_BY_DEVICE = {"watch": 1, "phone": 1, "tablet": 2}
MESSAGES = ["meeting moved to 3pm", "your parcel arrived", "battery low", "new photo shared"]


def main():
    tok = AutoTokenizer.from_pretrained(MAIN, padding_side="left")
    if tok.pad_token is None:
        tok.pad_token = tok.eos_token
    model = AutoModelForCausalLM.from_pretrained(MAIN).eval()
    draft = AutoModelForCausalLM.from_pretrained(DRAFT).eval()
    for device, batch in BATCH_BY_DEVICE.items():
        chunk = MESSAGES[:batch]
        enc = tok(chunk, return_tensors="pt", padding=True)
        with torch.no_grad():
            out = model.generate(**enc, assistant_model=draft, max_new_tokens=3, do_sample=False)
        print(device, out.shape)


if __name__ == "__main__":
    main()
