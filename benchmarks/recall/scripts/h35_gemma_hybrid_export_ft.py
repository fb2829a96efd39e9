# classes: 8 9
"""Fine-tune Gemma 3 270M on device commands and export it with the hybrid-cache wrapper.

Training turns the model config's cache off for gradient checkpointing.
"""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer
from transformers.integrations.executorch import TorchExportableModuleWithHybridCache

CKPT = "google/gemma-3-270m-it"
COMMANDS = ["turn off wifi", "open camera"]


def train(model, tok):
    model.config.use_cache = False
    model.gradient_checkpointing_enable()
    model.train()
    opt = torch.optim.AdamW(model.parameters(), lr=1e-5)
    batch = tok(COMMANDS, return_tensors="pt", padding=True)
    model(**batch, labels=batch["input_ids"]).loss.backward()
    opt.step()
    model.eval()


def main():
    tok = AutoTokenizer.from_pretrained(CKPT)
    model = AutoModelForCausalLM.from_pretrained(CKPT)
    train(model, tok)
    module = TorchExportableModuleWithHybridCache(model, batch_size=1, max_cache_len=32)
    ids = torch.tensor([[2, 10, 11]])
    print(module(input_ids=ids, cache_position=torch.arange(3)).shape)


if __name__ == "__main__":
    main()
