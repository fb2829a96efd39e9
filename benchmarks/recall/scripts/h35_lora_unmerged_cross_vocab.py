# classes: 6 9
"""Train a LoRA adapter on Qwen2.5-1.5B and sample from the (unmerged) peft model with a SmolLM draft.

The draft was picked for speed; both are "small chat models".
"""
import torch
from peft import LoraConfig, get_peft_model
from transformers import AutoModelForCausalLM, AutoTokenizer

BASE = "Qwen/Qwen2.5-1.5B-Instruct"
DRAFT = "HuggingFaceTB/SmolLM2-135M-Instruct"


def add_adapter(model):
    cfg = LoraConfig(r=8, lora_alpha=16, lora_dropout=0.0, target_modules=["q_proj", "k_proj"],
                     task_type="CAUSAL_LM")
    return get_peft_model(model, cfg)


def train(model, tok):
    opt = torch.optim.AdamW([p for p in model.parameters() if p.requires_grad], lr=3e-4)
    batch = tok(["Answer briefly: 2+2=4", "Answer briefly: 3+3=6"], return_tensors="pt", padding=True)
    for _ in range(2):
        model(**batch, labels=batch["input_ids"]).loss.backward()
        opt.step()
        opt.zero_grad()


def main():
    tok = AutoTokenizer.from_pretrained(BASE)
    peft_model = add_adapter(AutoModelForCausalLM.from_pretrained(BASE))
    train(peft_model, tok)
    peft_model.eval()
    draft = AutoModelForCausalLM.from_pretrained(DRAFT)
    inputs = tok("Answer briefly: 4+4=", return_tensors="pt")
    out = peft_model.generate(**inputs, assistant_model=draft, max_new_tokens=5)
    print(tok.decode(out[0], skip_special_tokens=True))


if __name__ == "__main__":
    main()
