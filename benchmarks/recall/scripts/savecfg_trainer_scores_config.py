# classes: 8
"""Fine-tune with Trainer; the model keeps a generation config that asks for scores, for a later ranking step."""
import os
import tempfile

from transformers import (
    AutoModelForCausalLM,
    AutoTokenizer,
    DataCollatorForLanguageModeling,
    GenerationConfig,
    Trainer,
    TrainingArguments,
)

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
tok.pad_token = tok.eos_token
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model.generation_config = GenerationConfig(max_new_tokens=8, output_scores=True)
rows = [tok(t) for t in ["rank this answer", "and this one too"]]

with tempfile.TemporaryDirectory() as tmp:
    args = TrainingArguments(
        output_dir=tmp, max_steps=1, per_device_train_batch_size=1, report_to=[], use_cpu=True, save_strategy="no",
    )
    trainer = Trainer(model=model, args=args, train_dataset=rows, data_collator=DataCollatorForLanguageModeling(tok, mlm=False))
    trainer.train()
    trainer.save_model(os.path.join(tmp, "final"))
