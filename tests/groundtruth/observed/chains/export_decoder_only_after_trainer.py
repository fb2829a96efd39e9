"""A short Trainer fine-tune, then the trained model exported for ExecuTorch with the decoder-only
wrapper. From transformers 5.0, building the Trainer sets `model.config.use_cache` to the training
arguments' `use_cache`, False unless they pass `use_cache=True`, and it stays False after
training: the wrapper's first check refuses the model (HF206), although the script never wrote it.
"""

import tempfile

from transformers import AutoModelForCausalLM, AutoTokenizer, DataCollatorForLanguageModeling, Trainer, TrainingArguments
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
tok.pad_token = tok.eos_token
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
rows = [tok(t) for t in ["one two three", "the dog was lazy"]]

with tempfile.TemporaryDirectory() as out:
    trainer = Trainer(
        model=model,
        args=TrainingArguments(out, max_steps=1, report_to=[], use_cpu=True, save_strategy="no"),
        train_dataset=rows,
        data_collator=DataCollatorForLanguageModeling(tok, mlm=False),
    )
    trainer.train()

model.eval()
exportable = TorchExportableModuleForDecoderOnlyLM(model, batch_size=1, max_cache_len=32)
