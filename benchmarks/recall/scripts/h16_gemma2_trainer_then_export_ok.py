# classes: 9
"""Fine-tune-then-ship: one step of LM training on Gemma 2, then export for on-device use."""
import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM


def train_step(model):
    model.train()
    model.gradient_checkpointing_enable()
    model.config.use_cache = False  # incompatible with gradient checkpointing
    opt = torch.optim.SGD(model.parameters(), lr=1e-4)
    ids = torch.randint(0, model.config.vocab_size, (1, 8))
    loss = model(input_ids=ids, labels=ids).loss
    loss.backward()
    opt.step()
    opt.zero_grad()
    return float(loss)


def export(model, max_cache_len=32):
    model.eval()
    model.gradient_checkpointing_disable()
    model.config.use_cache = True
    wrapped = TorchExportableModuleForDecoderOnlyLM(model, batch_size=1, max_cache_len=max_cache_len)
    return wrapped


if __name__ == "__main__":
    m = AutoModelForCausalLM.from_pretrained("google/gemma-2-2b", attn_implementation="eager")
    print("loss", train_step(m))
    module = export(m)
    print(type(module))
