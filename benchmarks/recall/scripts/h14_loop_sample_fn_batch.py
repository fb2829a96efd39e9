# classes: 7 4
# Training loop that calls a sampling helper with the whole validation batch every N steps.
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

CFG = {
    "model": "openai-community/gpt2-medium",
    "draft": "openai-community/gpt2",
    "steps": 2,
    "eval_every": 2,
    "max_new_tokens": 3,
}


def sample(model, tokenizer, prompts, draft=None, **gen):
    enc = tokenizer(prompts, return_tensors="pt", padding=True)
    with torch.inference_mode():
        out = model.generate(**enc, assistant_model=draft, pad_token_id=tokenizer.pad_token_id, **gen)
    return tokenizer.batch_decode(out, skip_special_tokens=True)


def train(cfg):
    tok = AutoTokenizer.from_pretrained(cfg["model"])
    tok.pad_token = tok.eos_token
    tok.padding_side = "left"
    model = AutoModelForCausalLM.from_pretrained(cfg["model"])
    draft = AutoModelForCausalLM.from_pretrained(cfg["draft"])
    opt = torch.optim.SGD(model.parameters(), lr=1e-3)
    val_prompts = ["hello world", "once upon a time there lived"]
    train_batch = tok("the dog and the fox", return_tensors="pt")
    for step in range(1, cfg["steps"] + 1):
        loss = model(**train_batch, labels=train_batch["input_ids"]).loss
        loss.backward()
        opt.step()
        opt.zero_grad()
        if step % cfg["eval_every"] == 0:
            for line in sample(model, tok, val_prompts, draft=draft, max_new_tokens=cfg["max_new_tokens"]):
                print(step, line)


train(CFG)
