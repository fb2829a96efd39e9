# classes: 9 8
"""(Written after the h80 blind round, from its probes.) Fine-tune SmolLM2 with Trainer, then
export the trained model with the decoder-only ExecuTorch wrapper, sizes passed to it."""
import tempfile

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DataCollatorForLanguageModeling, Trainer, TrainingArguments
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

MODEL_ID = "HuggingFaceTB/SmolLM2-135M"
tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
tokenizer.pad_token = tokenizer.eos_token
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)
train_rows = [tokenizer(t) for t in ["the quick brown fox", "a story about cats", "hello world", "one two three"]]

with tempfile.TemporaryDirectory() as out_dir:
    trainer = Trainer(
        model=model,
        args=TrainingArguments(
            output_dir=out_dir, max_steps=2, per_device_train_batch_size=2, learning_rate=5e-4, report_to=[], use_cpu=True, save_strategy="no"
        ),
        train_dataset=train_rows,
        data_collator=DataCollatorForLanguageModeling(tokenizer, mlm=False),
    )
    trainer.train()

model.eval()
exportable = TorchExportableModuleForDecoderOnlyLM(model, batch_size=1, max_cache_len=64)
with torch.no_grad():
    program = exportable.export(input_ids=torch.tensor([[1, 2, 3]]), cache_position=torch.arange(3))
print(program)
