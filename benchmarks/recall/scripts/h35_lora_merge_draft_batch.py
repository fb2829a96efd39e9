# classes: 9 6
"""Fine-tune a LoRA adapter on a few support answers, merge it, then draft-decode a batch.

The merged model is checked with speculative decoding against the base 0.5B draft, on the
whole evaluation batch at once.
"""
import torch
from peft import LoraConfig, get_peft_model
from transformers import AutoModelForCausalLM, AutoTokenizer

BASE = "Qwen/Qwen2.5-0.5B-Instruct"
DRAFT = "Qwen/Qwen2.5-0.5B"
TRAIN = ["Q: reset my password? A: Use the account page.", "Q: refund? A: Within 30 days."]
EVAL = ["Q: change my email? A:", "Q: cancel my plan? A:"]


def finetune(model, tok, steps=1):
    lora = LoraConfig(r=4, lora_alpha=8, target_modules=["q_proj", "v_proj"], task_type="CAUSAL_LM")
    model = get_peft_model(model, lora)
    opt = torch.optim.AdamW([p for p in model.parameters() if p.requires_grad], lr=1e-4)
    model.train()
    batch = tok(TRAIN, return_tensors="pt", padding=True)
    for _ in range(steps):
        loss = model(**batch, labels=batch["input_ids"]).loss
        loss.backward()
        opt.step()
        opt.zero_grad()
    return model.merge_and_unload()


def main():
    tok = AutoTokenizer.from_pretrained(BASE)
    tok.padding_side = "left"
    model = finetune(AutoModelForCausalLM.from_pretrained(BASE), tok)
    model.eval()
    draft = AutoModelForCausalLM.from_pretrained(DRAFT)
    inputs = tok(EVAL, return_tensors="pt", padding=True)
    with torch.no_grad():
        out = model.generate(**inputs, assistant_model=draft, max_new_tokens=8, do_sample=False)
    for text in tok.batch_decode(out, skip_special_tokens=True):
        print(text)


if __name__ == "__main__":
    main()
