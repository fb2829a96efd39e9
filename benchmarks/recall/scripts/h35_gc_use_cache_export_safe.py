# classes: 8 9
"""Fine-tune SmolLM2 with gradient checkpointing, then export it for ExecuTorch.

Gradient checkpointing needs the KV cache off during training, so the config flag is
switched off before the loop and back on once training is done.
"""
import tempfile

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

CKPT = "HuggingFaceTB/SmolLM2-135M"
CORPUS = ["def add(a, b):\n    return a + b", "def sub(a, b):\n    return a - b"]


def train_one_step(model, tok):
    model.gradient_checkpointing_enable()
    model.config.use_cache = False  # silence the checkpointing warning
    model.train()
    opt = torch.optim.SGD(model.parameters(), lr=1e-5)
    batch = tok(CORPUS, return_tensors="pt", padding=True)
    out = model(**batch, labels=batch["input_ids"])
    out.loss.backward()
    opt.step()
    opt.zero_grad()
    model.gradient_checkpointing_disable()
    model.config.use_cache = True  # back on for inference and export
    model.eval()
    return float(out.loss)


def main():
    tok = AutoTokenizer.from_pretrained(CKPT)
    tok.pad_token = tok.eos_token
    model = AutoModelForCausalLM.from_pretrained(CKPT)
    print("loss", train_one_step(model, tok))
    with tempfile.TemporaryDirectory() as tmp:
        model.save_pretrained(tmp)
        tok.save_pretrained(tmp)
        tuned = AutoModelForCausalLM.from_pretrained(tmp)
    exportable = TorchExportableModuleForDecoderOnlyLM(tuned, batch_size=1, max_cache_len=64)
    ids = torch.tensor([[1, 2, 3]], dtype=torch.long)
    program = exportable.export(input_ids=ids, cache_position=torch.arange(3))
    print(type(program).__name__)


if __name__ == "__main__":
    main()
