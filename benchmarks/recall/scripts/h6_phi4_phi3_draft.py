"""Try Phi-3-mini as the draft of phi-4 (Phi3ForCausalLM for both)."""
# classes: 6

import torch
from transformers import AutoTokenizer, Phi3ForCausalLM

TARGET = "microsoft/phi-4"
DRAFT = "microsoft/Phi-3-mini-4k-instruct"


def main() -> None:
    tokenizer = AutoTokenizer.from_pretrained(TARGET)
    target = Phi3ForCausalLM.from_pretrained(TARGET, torch_dtype=torch.float32)
    draft = Phi3ForCausalLM.from_pretrained(DRAFT, torch_dtype=torch.float32)
    inputs = tokenizer("write text about the red dog", return_tensors="pt").to("cpu")
    generated = target.generate(**inputs, assistant_model=draft, max_new_tokens=6, do_sample=False)
    print(tokenizer.decode(generated[0], skip_special_tokens=True))


if __name__ == "__main__":
    main()
