# classes: 8 7
"""LoRA on t5-small trained with Seq2SeqTrainer for two steps; prediction with generate asks for
two candidates per input while the training arguments keep one beam."""
import tempfile

from peft import LoraConfig, TaskType, get_peft_model
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer, DataCollatorForSeq2Seq, Seq2SeqTrainer, Seq2SeqTrainingArguments

tok = AutoTokenizer.from_pretrained("t5-small")
base = AutoModelForSeq2SeqLM.from_pretrained("t5-small")
model = get_peft_model(base, LoraConfig(task_type=TaskType.SEQ_2_SEQ_LM, r=4, lora_alpha=8, target_modules=["q", "v"]))
feats = [dict(tok("translate English to German: the dog"), labels=tok(text_target="der hund")["input_ids"])] * 4
args = Seq2SeqTrainingArguments(
    output_dir=tempfile.mkdtemp(),
    max_steps=2,
    per_device_train_batch_size=2,
    per_device_eval_batch_size=2,
    predict_with_generate=True,
    generation_max_length=6,
    generation_num_beams=1,
    learning_rate=1e-3,
    report_to=[],
    use_cpu=True,
)
trainer = Seq2SeqTrainer(model=model, args=args, train_dataset=feats, data_collator=DataCollatorForSeq2Seq(tok, model=base))
trainer.train()
print(trainer.predict(feats[:2], num_return_sequences=2).predictions.shape)
