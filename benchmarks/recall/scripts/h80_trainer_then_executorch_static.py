# classes: 9 6
"""Fine-tune Qwen2.5-0.5B with Trainer, then export the trained model to ExecuTorch with the
static-cache wrapper (the export recipe from the docs, without the generation-config setup)."""
import tempfile

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DataCollatorForLanguageModeling, Trainer, TrainingArguments
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

MODEL_ID = "Qwen/Qwen2.5-0.5B"
tok = AutoTokenizer.from_pretrained(MODEL_ID)
tok.pad_token = tok.pad_token or tok.eos_token
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)
train = [tok(s) for s in ["hello world", "the quick fox", "a lazy dog", "one two three"]]

with tempfile.TemporaryDirectory() as out:
    Trainer(
        model=model,
        args=TrainingArguments(out, max_steps=1, report_to=[], use_cpu=True, save_strategy="no", gradient_checkpointing=True),
        train_dataset=train,
        data_collator=DataCollatorForLanguageModeling(tok, mlm=False),
    ).train()

model.eval()
module = TorchExportableModuleWithStaticCache(model, batch_size=1, max_cache_len=32)
with torch.no_grad():
    logits = module(input_ids=torch.tensor([[3]]), cache_position=torch.tensor([0]))
print(logits.shape)
